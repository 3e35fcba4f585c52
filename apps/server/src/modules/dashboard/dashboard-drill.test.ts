/**
 * The dashboard's drill-downs added for issue 28's remainder, figures against fixtures: the Pareto's 其他
 * slice (the lines of the suppliers outside its top 20) and the savings' baselines (order lines against the
 * list price, the 核价单 choice against the other offers, bidding's ceiling or first bid against the award)
 * down to the observations behind them; another organization sees none of them; bad keys are 400 in Chinese.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardLinesEndpoint,
  DASHBOARD_TOP_SUPPLIERS,
  savingLinesEndpoint,
  savingsEndpoint,
  spendBySupplierEndpoint,
} from '@pm/contract/dashboard';
import { seedDemoBidding } from '../../db/seed/demo-bidding';
import { insertSpendBatch, type GenOrder } from '../../db/seed/demo-spend-history';
import { dataOf, DEMO, login, unchecked, useTestApp } from '../../test/app';
import { syncOrderRollups } from './rollup-writer';

const ctx = useTestApp();
const db = () => ctx.tdb.db;
/** The fixtures' months (before anything the other fixtures of the template hold). */
const RANGE = { from: '2025-01', to: '2025-06' };
const SUPPLIERS = DASHBOARD_TOP_SUPPLIERS + 3;

let buyer01: string;
let buyer02: string;
let buyer11: string;
let org1: string;
let buyer01Id: string;
/** Supplier ids of the fixture orders, largest spend first, and what each spent. */
let ranked: { id: string; amount: number }[];
let quoteSaving: { paid: number; baseline: number };

async function one<T>(q: ReturnType<typeof sql<T>>): Promise<T> {
  return (await q.execute(db())).rows[0]!;
}

beforeAll(async () => {
  [buyer01, buyer02, buyer11] = await Promise.all([
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.buyer02),
    login(ctx.app, DEMO.buyer11),
  ]);
  const u = await one<{ id: string; org: string; name: string; dept: string }>(sql`
    SELECT id::text AS id, organization_id::text AS org, fullname AS name, coalesce(department_id, 0)::text AS dept
    FROM users WHERE username = 'buyer01'`);
  org1 = u.org;
  buyer01Id = u.id;
  // Suppliers enough for a long tail: the template's vendors and new ones.
  await sql`INSERT INTO organizations (name, kind)
    SELECT '长尾供应商' || n || '号有限公司', 'vendor' FROM generate_series(1, ${SUPPLIERS}) n`.execute(db());
  const vendors = (
    await sql<{ id: string }>`SELECT id::text AS id FROM organizations WHERE kind = 'vendor' ORDER BY id DESC
      LIMIT ${SUPPLIERS}`.execute(db())
  ).rows.map((r) => r.id);
  const goods = await one<Record<string, string>>(sql`
    SELECT id::text AS id, catalog1_id::text AS category_id, sku_code, name, model, spec, unit, list_price::text AS list
    FROM goods WHERE status = 'on' ORDER BY id LIMIT 1`);
  // One order per supplier, supplier k spends (k + 1) × 10 yuan in March 2025, one line of 2 pieces.
  const orders: GenOrder[] = vendors.map((supplierId, k) => {
    const price = (k + 1) * 500;
    // the first one on 1 March 00:30 China time (28 February in UTC): a month starts at China midnight
    const at =
      k === 0 ? new Date('2025-03-01T00:30:00+08:00') : new Date(Date.UTC(2025, 2, 3 + (k % 20), 2, 0));
    return {
      key: `drill-fixture-${k}`,
      organizationId: org1,
      userId: buyer01Id,
      userName: u.name,
      departmentId: u.dept === '0' ? (null as unknown as string) : u.dept,
      supplierId,
      status: 'DONE',
      goodsAmount: price * 2,
      freight: 0,
      quantity: 2,
      address: { detail: '测试地址' },
      invoice: null,
      divisionCode: '310101',
      expectedDate: '2025-03-31',
      carrier: '顺丰速运',
      waybillNo: `SF${k}`,
      shippedAt: new Date(at.getTime() + 86_400_000),
      finishedAt: new Date(at.getTime() + 3 * 86_400_000),
      createdAt: at,
      names: goods.name!,
      lines: [
        {
          goods: {
            id: goods.id!,
            supplierId,
            categoryId: goods.category_id!,
            skuCode: goods.sku_code!,
            name: goods.name!,
            brandName: '',
            model: goods.model!,
            spec: goods.spec!,
            unit: goods.unit!,
            image: '',
            listPrice: price + 100,
            price,
          },
          num: 2,
          price,
          listPrice: price + 100,
          refundNum: 0,
          refundAmount: 0,
        },
      ],
      logs: [{ status: 'DONE', action: '确认收货', actorId: buyer01Id, actorName: u.name, note: '', at }],
      refund: null,
    };
  });
  await db()
    .transaction()
    .execute(async (trx) => syncOrderRollups(trx, await insertSpendBatch(trx, orders)));
  ranked = vendors.map((id, k) => ({ id, amount: (k + 1) * 1000 })).reverse();

  // 核价单: one line of 10 pieces quoted by three suppliers, the 9.00 yuan quote accepted in April 2025.
  const inquiry = await one<{ id: string }>(sql`
    INSERT INTO inquiries (organization_id, user_id, code, deadline, created_at, updated_at, converted_at)
    VALUES (${org1}::bigint, ${buyer01Id}::bigint, 'XJ-DRILL-1', '2025-04-10T00:00:00Z', '2025-04-01T02:00:00Z',
      '2025-04-05T02:00:00Z', '2025-04-05T02:00:00Z') RETURNING id::text AS id`);
  const line = await one<{ id: string }>(sql`
    INSERT INTO inquiry_lines (inquiry_id, goods_id, supplier_id, num)
    VALUES (${inquiry.id}::bigint, ${goods.id}::bigint, ${vendors[0]}::bigint, 10) RETURNING id::text AS id`);
  const quoter = await one<{ id: string }>(sql`SELECT id::text AS id FROM users WHERE username = 'vendor01'`);
  for (const [k, price] of [900, 1100, 1300].entries()) {
    const accepted = k === 0;
    await sql`INSERT INTO inquiry_quotes (inquiry_line_id, price, valid_until, quoted_by, quoted_at, supplier_id,
        accepted_at, accepted_by)
      VALUES (${line.id}::bigint, ${price}, '2025-04-30', ${quoter.id}::bigint, '2025-04-02T02:00:00Z',
        ${vendors[k]}::bigint, ${accepted ? '2025-04-05T02:00:00Z' : null}::timestamptz,
        ${accepted ? buyer01Id : null}::bigint)`.execute(db());
  }
  quoteSaving = { paid: 9_000, baseline: 12_000 };

  // Bidding: the demo events (awarded ones store their saving per item).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-drill-bidding-'));
  await seedDemoBidding(db(), { dataDir });
}, 240_000);

describe('the Pareto 其他 slice', () => {
  it('drills to the lines of the suppliers outside the top 20, summing to the slice', async () => {
    const pareto = await dataOf(ctx.call(spendBySupplierEndpoint, RANGE, buyer02));
    expect(pareto.records.map((r) => r.supplierId)).toEqual(
      ranked.slice(0, DASHBOARD_TOP_SUPPLIERS).map((r) => r.id),
    );
    const tail = ranked.slice(DASHBOARD_TOP_SUPPLIERS);
    expect(pareto.other).toMatchObject({
      supplierCount: tail.length,
      amount: tail.reduce((a, r) => a + r.amount, 0),
      orderCount: tail.length,
    });
    const lines = await dataOf(
      ctx.call(dashboardLinesEndpoint, { ...RANGE, otherSuppliers: 'true', page: 1, limit: 50 }, buyer02),
    );
    expect(lines.total).toBe(tail.length);
    expect(lines.totals.amount).toBe(pareto.other!.amount);
    expect(new Set(lines.records.map((r) => r.supplierId))).toEqual(new Set(tail.map((r) => r.id)));
    // The same slice within one supplier's filter: that supplier is named, nothing is left over.
    const one = await dataOf(
      ctx.call(
        dashboardLinesEndpoint,
        { ...RANGE, supplierId: tail[0]!.id, otherSuppliers: 'true', page: 1, limit: 50 },
        buyer02,
      ),
    );
    expect(one.total).toBe(0);
    // buyer01 (own spend) has the same orders; buyer11's organization has none of them.
    const own = await dataOf(
      ctx.call(dashboardLinesEndpoint, { ...RANGE, otherSuppliers: 'true', page: 1, limit: 50 }, buyer01),
    );
    expect(own.totals.amount).toBe(pareto.other!.amount);
    const other = await dataOf(
      ctx.call(dashboardLinesEndpoint, { ...RANGE, otherSuppliers: 'true', page: 1, limit: 50 }, buyer11),
    );
    expect(other.total).toBe(0);
  });

  it("drills a month from its first minute in China time (the views' month)", async () => {
    const march = await dataOf(
      ctx.call(dashboardLinesEndpoint, { ...RANGE, month: '2025-03', page: 1, limit: 1 }, buyer02),
    );
    expect(march.total).toBe(SUPPLIERS);
    const feb = await dataOf(
      ctx.call(dashboardLinesEndpoint, { ...RANGE, month: '2025-02', page: 1, limit: 1 }, buyer02),
    );
    expect(feb.total).toBe(0);
  });

  it('exports the slice with the same totals', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/pm-api/dashboard/export?from=${RANGE.from}&to=${RANGE.to}&view=lines&otherSuppliers=true`,
      headers: { authorization: `Bearer ${buyer02}` },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const head = (ws.getRow(2).values as unknown[]).map(String);
    const amount = head.indexOf('金额（元）');
    const last = ws.getRow(ws.rowCount);
    expect(last.getCell(1).value).toBe('合计');
    const tail = ranked.slice(DASHBOARD_TOP_SUPPLIERS);
    expect(Number(last.getCell(amount).value)).toBe(tail.reduce((a, r) => a + r.amount, 0) / 100);
    expect(ws.rowCount - 3).toBe(tail.length);
  });
});

describe('the savings drill-downs', () => {
  it('lists the order lines behind the list-price saving', async () => {
    const savings = await dataOf(ctx.call(savingsEndpoint, RANGE, buyer02));
    const item = savings.items.find((i) => i.baseline === 'listPrice')!;
    const page = await dataOf(
      ctx.call(savingLinesEndpoint, { ...RANGE, baseline: 'listPrice', page: 1, limit: 10 }, buyer02),
    );
    expect(page.total).toBe(item.n);
    expect(page.total).toBe(SUPPLIERS);
    expect(page.records).toHaveLength(10);
    expect(page.totals).toEqual({
      baselineAmount: item.baselineAmount,
      paidAmount: item.paidAmount,
      saving: item.saving,
    });
    // Each line: 1.00 yuan under the list price, 2 pieces.
    expect(page.totals.saving).toBe(SUPPLIERS * 200);
    for (const r of page.records) {
      expect(r).toMatchObject({ basis: '商城标价', quantity: 2, saving: 200 });
      expect(r.baselinePrice - r.price).toBe(100);
      expect(r.orderId).not.toBeNull();
    }
  });

  it('lists the 核价单 choice against the average of the other offers', async () => {
    const savings = await dataOf(ctx.call(savingsEndpoint, RANGE, buyer02));
    const item = savings.items.find((i) => i.baseline === 'quotation')!;
    expect(item).toMatchObject({ baselineAmount: quoteSaving.baseline, paidAmount: quoteSaving.paid, n: 1 });
    const page = await dataOf(
      ctx.call(savingLinesEndpoint, { ...RANGE, baseline: 'quotation', page: 1, limit: 10 }, buyer02),
    );
    expect(page.records).toEqual([
      expect.objectContaining({
        reference: 'XJ-DRILL-1',
        quantity: 10,
        price: 900,
        baselinePrice: 1200,
        baselineAmount: 12_000,
        paidAmount: 9_000,
        saving: 3_000,
        basis: '其他 2 家报价的平均价',
        supplierId: ranked.at(-1)!.id,
      }),
    ]);
    expect(page.totals.saving).toBe(item.saving);
    // Another organization: nothing.
    const other = await dataOf(
      ctx.call(savingLinesEndpoint, { ...RANGE, baseline: 'quotation', page: 1, limit: 10 }, buyer11),
    );
    expect(other.total).toBe(0);
  });

  it('lists the awarded bidding items against their ceiling or first bid', async () => {
    const awarded = await sql<{ saving: string; ceiling: boolean; month: string; quantity: number }>`
      SELECT i.saving::text AS saving, i.ceiling_price IS NOT NULL AS ceiling, i.quantity,
        to_char(e.awarded_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM') AS month
      FROM bid_items i JOIN bid_events e ON e.id = i.event_id
      WHERE i.saving IS NOT NULL AND e.organization_id = ${org1}::bigint`.execute(db());
    expect(awarded.rows.length).toBeGreaterThan(0);
    const months = awarded.rows.map((r) => r.month).sort();
    const range = { from: months[0]!, to: months.at(-1)! };
    const savings = await dataOf(ctx.call(savingsEndpoint, range, buyer02));
    const item = savings.items.find((i) => i.baseline === 'bidding')!;
    const page = await dataOf(
      ctx.call(savingLinesEndpoint, { ...range, baseline: 'bidding', page: 1, limit: 50 }, buyer02),
    );
    const total = awarded.rows.reduce((a, r) => a + Number(r.saving), 0);
    expect(page.total).toBe(awarded.rows.length);
    expect(page.totals.saving).toBe(total);
    expect(item.saving).toBe(total);
    expect(page.totals).toEqual({
      baselineAmount: item.baselineAmount,
      paidAmount: item.paidAmount,
      saving: item.saving,
    });
    expect(page.records.filter((r) => r.basis === '最高限价').length).toBe(
      awarded.rows.filter((r) => r.ceiling).length,
    );
    expect(page.records.filter((r) => r.basis === '首轮最低报价').length).toBe(
      awarded.rows.filter((r) => !r.ceiling).length,
    );
    for (const r of page.records) expect(r.baselineAmount - r.paidAmount).toBe(r.saving);
  });

  it('refuses an unknown baseline in Chinese and keeps suppliers out', async () => {
    const bad = await ctx.call(
      savingLinesEndpoint,
      unchecked({ ...RANGE, baseline: 'nope', page: 1, limit: 10 }),
      buyer02,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/节约基准不正确/);
    const badKey = await ctx.call(
      dashboardLinesEndpoint,
      unchecked({ ...RANGE, otherSuppliers: 'yes', page: 1, limit: 10 }),
      buyer02,
    );
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toMatch(/其他供应商应为 true 或 false/);
    const vendor = await login(ctx.app, DEMO.vendor01);
    const refused = await ctx.call(
      savingLinesEndpoint,
      { ...RANGE, baseline: 'listPrice', page: 1, limit: 10 },
      vendor,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(40301);
  });
});
