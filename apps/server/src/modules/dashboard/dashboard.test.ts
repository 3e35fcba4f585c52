/**
 * The dashboard's API: figures from known orders, who sees what per role on every endpoint, bad input,
 * the drill-down's isolation and the xlsx export's totals.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  budgetVsActualEndpoint,
  collectionEndpoint,
  dashboardAuthoritiesEndpoint,
  dashboardExportEndpoint,
  dashboardLinesEndpoint,
  savingsEndpoint,
  scorecardsEndpoint,
  spendByCategoryEndpoint,
  spendByDepartmentEndpoint,
  spendByMonthEndpoint,
  spendBySupplierEndpoint,
  statusFunnelEndpoint,
  topGoodsEndpoint,
} from '@pm/contract/dashboard';
import { vendorOrderShipEndpoint } from '@pm/contract/order';
import { dataOf, DEMO, login, unchecked, useTestApp } from '../../test/app';
import { requestOf } from '../../test/call';
import { orderFixtures } from '../order/test-fixtures';

const ctx = useTestApp();
const f = orderFixtures(ctx);
const db = () => ctx.tdb.db;
// The test clock starts on 2026-11-21 (China time).
const RANGE = { from: '2026-06', to: '2026-11' };

let buyer01: string;
let buyer02: string;
let buyer11: string;
let vendor01: string;
let admin: string;
let orderId: string;
let orderAmount: number;
let listAmount: number;
let vendor01Org: string;

const VIEWS = [
  spendByMonthEndpoint,
  spendByCategoryEndpoint,
  spendBySupplierEndpoint,
  spendByDepartmentEndpoint,
  budgetVsActualEndpoint,
  statusFunnelEndpoint,
  topGoodsEndpoint,
  savingsEndpoint,
  scorecardsEndpoint,
] as const;

beforeAll(async () => {
  [buyer01, buyer02, buyer11, vendor01, admin] = await Promise.all([
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.buyer02),
    login(ctx.app, DEMO.buyer11),
    login(ctx.app, DEMO.vendor01),
    login(ctx.app, DEMO.admin),
  ]);
  vendor01Org = await f.orgOf('vendor01');
  const goods = await f.goodsOf([vendor01Org], 2);
  await f.clearCart('buyer01');
  const cart = await f.cartLines(buyer01, [
    { id: goods[0]!, num: 2 },
    { id: goods[1]!, num: 3 },
  ]);
  const res = await f.submit(buyer01, { cartLineIds: cart, addressId: await f.addressOf('buyer01') });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  orderId = res.body.data.orderIds[0]!;
  const lines = await db()
    .selectFrom('order_lines')
    .innerJoin('goods', 'goods.id', 'order_lines.goods_id')
    .select(['order_lines.amount', 'order_lines.num', 'goods.list_price'])
    .where('order_id', '=', orderId)
    .execute();
  orderAmount = lines.reduce((a, l) => a + Number(l.amount), 0);
  listAmount = lines.reduce((a, l) => a + Number(l.list_price) * l.num, 0);
}, 120_000);

describe('dashboard figures', () => {
  it('gives the known order its spend by month, category, supplier, department, goods and status', async () => {
    const month = await dataOf(ctx.call(spendByMonthEndpoint, RANGE, buyer01));
    expect(month.months).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(month.total).toBe(orderAmount);
    expect(month.monthTotals.at(-1)).toBe(orderAmount);
    const cat = await dataOf(ctx.call(spendByCategoryEndpoint, RANGE, buyer01));
    expect(cat.total).toBe(orderAmount);
    expect(cat.records.reduce((a, r) => a + r.quantity, 0)).toBe(5);
    const sup = await dataOf(ctx.call(spendBySupplierEndpoint, RANGE, buyer01));
    expect(sup.records).toEqual([
      expect.objectContaining({ supplierId: vendor01Org, amount: orderAmount, orderCount: 1, share: 1 }),
    ]);
    expect(sup.other).toBeNull();
    const dept = await dataOf(ctx.call(spendByDepartmentEndpoint, RANGE, buyer02));
    expect(dept.total).toBe(orderAmount);
    expect(dept.departments[0]!.name).not.toBe('');
    const top = await dataOf(ctx.call(topGoodsEndpoint, RANGE, buyer01));
    expect(top.records.map((r) => r.quantity).sort()).toEqual([2, 3]);
    const funnel = await dataOf(ctx.call(statusFunnelEndpoint, RANGE, buyer01));
    expect(funnel.total).toBe(1);
    expect(funnel.stages.find((s) => s.stage === 'placed')!.count).toBe(1);
    expect(funnel.statuses).toEqual([expect.objectContaining({ status: 'PACKAGING', count: 1 })]);
  });

  it('names the savings baselines: list price against what was paid', async () => {
    const s = await dataOf(ctx.call(savingsEndpoint, RANGE, buyer01));
    const list = s.items.find((i) => i.baseline === 'listPrice')!;
    expect(list).toMatchObject({ baselineAmount: listAmount, paidAmount: orderAmount, n: 2 });
    expect(list.saving).toBe(listAmount - orderAmount);
    expect(s.items.find((i) => i.baseline === 'bidding')!.note).toBe('范围内没有定标的竞价');
  });

  it('shows no figure below the minimum sample, with its size and the reason', async () => {
    const shipped = await ctx.call(
      vendorOrderShipEndpoint,
      { id: orderId, carrier: '顺丰速运', waybillNo: 'SF0000000001' },
      vendor01,
    );
    expect(shipped.status).toBe(200);
    const cards = await dataOf(ctx.call(scorecardsEndpoint, RANGE, buyer02));
    const card = cards.records.find((c) => c.key === vendor01Org)!;
    expect(card.orderCount).toBe(1);
    expect(card.priceVsList).toEqual({ value: null, n: 2, reason: '样本不足（2 个，至少需要 5 个）' });
    expect(card.onTime.value).toBeNull();
  });

  it('drills down to the order lines behind a figure, paged, with totals', async () => {
    const page = await dataOf(
      ctx.call(dashboardLinesEndpoint, { ...RANGE, supplierId: vendor01Org, limit: 1 }, buyer02),
    );
    expect(page.total).toBe(2);
    expect(page.records).toHaveLength(1);
    expect(page.totals.amount).toBe(orderAmount);
    const byOrder = await dataOf(ctx.call(dashboardLinesEndpoint, { ...RANGE, orderId }, buyer01));
    expect(byOrder.total).toBe(2);
  });

  it('sums the collection per goods and supplier', async () => {
    const c = await dataOf(ctx.call(collectionEndpoint, RANGE, buyer01));
    expect(c.totals).toEqual({ quantity: 5, amount: orderAmount });
    expect(c.records[0]!.trend).toHaveLength(6);
    expect(c.records[0]!.lastPrice).toBe(c.records[0]!.averagePrice);
  });
});

describe('who sees what', () => {
  it('tells each role its scope', async () => {
    const scopes = await Promise.all(
      [buyer01, buyer02, vendor01, admin].map(
        async (t) => (await dataOf(ctx.call(dashboardAuthoritiesEndpoint, undefined, t))).scope,
      ),
    );
    expect(scopes).toEqual(['own', 'org', 'supplier', 'platform']);
    const org = await dataOf(ctx.call(dashboardAuthoritiesEndpoint, undefined, buyer02));
    expect(org.departments.length).toBeGreaterThan(0);
    expect(org.defaultTo).toBe('2026-11');
  });

  it('answers every view to buyers and the operator; a supplier only its scorecard (40301 otherwise)', async () => {
    for (const e of VIEWS) {
      for (const t of [buyer01, buyer02, buyer11])
        expect((await ctx.call(e, RANGE, t)).status, e.path).toBe(200);
      const asAdmin = await ctx.call(e, RANGE, admin);
      expect(asAdmin.status, e.path).toBe(e === budgetVsActualEndpoint ? 403 : 200);
      const asVendor = await ctx.call(e, RANGE, vendor01);
      if (e === scorecardsEndpoint) {
        expect(asVendor.status).toBe(200);
      } else {
        expect(asVendor.status, e.path).toBe(403);
        expect(asVendor.body.code).toBe(40301);
        expect(asVendor.body.message).toBe('当前角色不能查看该视图');
      }
    }
    for (const e of [dashboardLinesEndpoint, collectionEndpoint] as const) {
      expect((await ctx.call(e, RANGE, vendor01)).body.code).toBe(40301);
    }
    expect((await ctx.call(spendByMonthEndpoint, RANGE, null)).status).toBe(401);
  });

  it("keeps another organization's spend out of sight", async () => {
    expect((await dataOf(ctx.call(spendByMonthEndpoint, RANGE, buyer11))).total).toBe(0);
    expect((await ctx.call(dashboardLinesEndpoint, { ...RANGE, orderId }, buyer11)).status).toBe(404);
    const dept = await db()
      .selectFrom('users')
      .select('department_id')
      .where('username', '=', 'buyer01')
      .executeTakeFirstOrThrow();
    const foreign = await ctx.call(
      spendByMonthEndpoint,
      { ...RANGE, departmentId: dept.department_id! },
      buyer11,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('部门不存在');
    // The operator sees the platform, a purchaser only their own orders.
    expect((await dataOf(ctx.call(spendByMonthEndpoint, RANGE, admin))).total).toBeGreaterThanOrEqual(
      orderAmount,
    );
    const buyer02Own = await db()
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'buyer02')
      .executeTakeFirstOrThrow();
    expect(
      (await ctx.call(dashboardLinesEndpoint, { ...RANGE, userId: buyer02Own.id }, buyer01)).status,
    ).toBe(404);
  });

  it('shows a supplier its buyers anonymised', async () => {
    const cards = await dataOf(ctx.call(scorecardsEndpoint, RANGE, vendor01));
    expect(cards.scope).toBe('supplier');
    expect(cards.overall!.orderCount).toBeGreaterThanOrEqual(1);
    expect(cards.records[0]!.name).toBe('买家 A');
    expect(JSON.stringify(cards)).not.toContain('采购');
  });
});

describe('bad input', () => {
  it('answers a bad month, a range over 36 months and an unknown view with a Chinese 400', async () => {
    const bad = await ctx.call(spendByMonthEndpoint, unchecked({ from: '2026-13', to: '2026-11' }), buyer01);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('起始月份格式不正确');
    const long = await ctx.call(spendByMonthEndpoint, { from: '2023-01', to: '2026-11' }, buyer01);
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('查询范围最多 36 个月');
    const view = await ctx.app.inject(
      requestOf(dashboardExportEndpoint, unchecked({ ...RANGE, view: 'nope' }), buyer01),
    );
    expect(view.statusCode).toBe(400);
    expect(view.json().message).toContain('视图不正确');
    const sub = await db()
      .selectFrom('catalogs')
      .select('id')
      .where('level', '=', 2)
      .executeTakeFirstOrThrow();
    const notTop = await ctx.call(spendByMonthEndpoint, { ...RANGE, categoryId: sub.id }, buyer01);
    expect(notTop.status).toBe(400);
    expect(notTop.body.message).toBe('请选择一级类目');
  });
});

describe('xlsx export', () => {
  it('writes each table with a totals row equal to the JSON answer', async () => {
    const json = await dataOf(ctx.call(spendBySupplierEndpoint, RANGE, buyer02));
    for (const view of ['by-supplier', 'lines', 'collection', 'by-month', 'scorecards'] as const) {
      const res = await ctx.app.inject(requestOf(dashboardExportEndpoint, { ...RANGE, view }, buyer02));
      expect(res.statusCode, view).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      if (view === 'by-supplier') {
        const last = sheet.getRow(sheet.rowCount);
        expect(last.getCell(1).value).toBe('合计');
        expect(Math.round(Number(last.getCell(2).value) * 100)).toBe(json.total);
      }
    }
    const vendorExport = await ctx.app.inject(
      requestOf(dashboardExportEndpoint, { ...RANGE, view: 'lines' }, vendor01),
    );
    expect(vendorExport.statusCode).toBe(403);
  });
});
