/**
 * The buyer's own references at checkout (issue 27): 采购单号 and 成本中心 are stored on the order (trimmed),
 * shown in the buyer's and the supplier's detail and list, found by the list's keyword, and exported with
 * the remarks, the invoice and per-line SKU codes and unit prices; bad ones are a Chinese 400 that changes
 * nothing.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_ERROR_CODES,
  orderDetailEndpoint,
  orderExportEndpoint,
  orderPageEndpoint,
  vendorOrderDetailEndpoint,
  vendorOrderPageEndpoint,
} from '@pm/contract/order';
import { DEMO, login, unchecked, useTestApp } from '../../test/app';
import { requestOf } from '../../test/call';
import { newKey, orderFixtures } from './test-fixtures';

const ctx = useTestApp();
const { orgOf, addressOf, goodsOf, clearCart, cartLines, submit, userId } = orderFixtures(ctx);
const db = () => ctx.tdb.db;

let buyer01: string;
let vendor01: string;
let buyer11: string;
let vendorOrg: string;
let address: string;
let invoiceId: string;

beforeAll(async () => {
  [buyer01, vendor01, buyer11] = await Promise.all([
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.vendor01),
    login(ctx.app, DEMO.buyer11),
  ]);
  vendorOrg = await orgOf('vendor01');
  address = await addressOf('buyer01');
  const me = await userId('buyer01');
  const inv = await db()
    .insertInto('invoice_titles')
    .values({
      organization_id: await orgOf('buyer01'),
      user_id: me,
      type: 'SPECIAL',
      title_type: 'COMPANY',
      title: '华东精工制造有限公司',
      tax_no: '91310115MA1K4AB20T',
      address: '上海市浦东新区张江路 88 号',
      phone: '021-58881234',
      bank: '招商银行上海张江支行',
      account: '121909876510001',
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  invoiceId = inv.id;
}, 60_000);

async function counts() {
  const r = await sql<{ orders: string; lines: string; used: string }>`
    SELECT (SELECT count(*) FROM orders)::text AS orders,
           (SELECT count(*) FROM cart_lines)::text AS lines,
           (SELECT coalesce(sum(used), 0) FROM organization_credits)::text AS used`.execute(db());
  return r.rows[0]!;
}

/** The rows of a sheet as objects by header. */
function rowsOf(sheet: ExcelJS.Worksheet): Record<string, unknown>[] {
  const head = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const out: Record<string, unknown>[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const values = (sheet.getRow(r).values as unknown[]).slice(1);
    out.push(Object.fromEntries(head.map((h, i) => [h, values[i] ?? ''])));
  }
  return out;
}

describe('采购单号 and 成本中心', () => {
  it('are stored trimmed, shown to the buyer and the supplier, found by the keyword and exported', async () => {
    await clearCart('buyer01');
    const goods = await goodsOf([vendorOrg], 2, 11);
    const lines = await cartLines(
      buyer01,
      goods.map((id, i) => ({ id, num: i + 2 })),
    );
    const res = await submit(buyer01, {
      cartLineIds: lines,
      addressId: address,
      invoiceId,
      remarks: '请工作日送货',
      poNumber: '  PO-2026-REF-0815  ',
      costCenter: ' CC-生产一部 ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [orderId] = res.body.data.orderIds;

    const detail = await ctx.call(orderDetailEndpoint, { id: orderId! }, buyer01);
    expect(detail.body.data).toMatchObject({ poNumber: 'PO-2026-REF-0815', costCenter: 'CC-生产一部' });
    const vendorDetail = await ctx.call(vendorOrderDetailEndpoint, { id: orderId! }, vendor01);
    expect(vendorDetail.body.data).toMatchObject({
      poNumber: 'PO-2026-REF-0815',
      costCenter: 'CC-生产一部',
    });

    // the keyword finds the PO number (part of it too), for the buyer and the supplier
    const page = await ctx.call(orderPageEndpoint, { keyword: 'REF-0815' }, buyer01);
    expect(page.body.data.records.map((o) => o.id)).toEqual([orderId]);
    expect(page.body.data.records[0]).toMatchObject({ poNumber: 'PO-2026-REF-0815' });
    const vendorPage = await ctx.call(vendorOrderPageEndpoint, { keyword: 'PO-2026-REF' }, vendor01);
    expect(vendorPage.body.data.records.map((o) => o.id)).toEqual([orderId]);
    // another organization finds nothing by it
    const other = await ctx.call(orderPageEndpoint, { keyword: 'PO-2026-REF-0815' }, buyer11);
    expect(other.body.data.total).toBe(0);

    const xlsx = await ctx.app.inject(
      requestOf(orderExportEndpoint, { keyword: 'PO-2026-REF-0815' }, buyer01),
    );
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const [order] = rowsOf(book.getWorksheet('订单列表')!);
    expect(order).toMatchObject({
      订单号: detail.body.data.orderNo,
      采购单号: 'PO-2026-REF-0815',
      成本中心: 'CC-生产一部',
      发票类型: '增值税专用发票',
      发票抬头: '华东精工制造有限公司',
      纳税人识别号: '91310115MA1K4AB20T',
      订单备注: '请工作日送货',
    });
    const lineRows = rowsOf(book.getWorksheet('订单明细')!);
    expect(lineRows).toHaveLength(detail.body.data.lines.length);
    for (const l of detail.body.data.lines) {
      const row = lineRows.find((r) => r['商品编码'] === l.skuCode);
      expect(row, l.skuCode).toMatchObject({
        订单号: detail.body.data.orderNo,
        采购单号: 'PO-2026-REF-0815',
        商品名称: l.name,
        '单价（元）': l.price / 100,
        数量: l.num,
        '小计（元）': l.amount / 100,
      });
    }
  });

  it('are optional: an order without them answers empty ones and exports 不开发票', async () => {
    await clearCart('buyer01');
    const goods = await goodsOf([vendorOrg], 1, 14);
    const lines = await cartLines(buyer01, [{ id: goods[0]!, num: 1 }]);
    const res = await submit(buyer01, { cartLineIds: lines, addressId: address });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = await ctx.call(orderDetailEndpoint, { id: res.body.data.orderIds[0]! }, buyer01);
    expect(detail.body.data).toMatchObject({ poNumber: '', costCenter: '', invoice: null });
    const xlsx = await ctx.app.inject(
      requestOf(orderExportEndpoint, { keyword: detail.body.data.orderNo }, buyer01),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(rowsOf(book.getWorksheet('订单列表')!)[0]).toMatchObject({
      采购单号: '',
      发票类型: '不开发票',
    });
  });

  it('refuses a reference that is too long or breaks the line in Chinese and changes nothing', async () => {
    await clearCart('buyer01');
    const goods = await goodsOf([vendorOrg], 1, 16);
    const lines = await cartLines(buyer01, [{ id: goods[0]!, num: 1 }]);
    const before = await counts();
    const body = { cartLineIds: lines, addressId: address };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, poNumber: 'P'.repeat(41) }, '采购单号最多 40 个字'],
      [{ ...body, costCenter: '成'.repeat(41) }, '成本中心最多 40 个字'],
      [{ ...body, poNumber: 'PO-1\nPO-2' }, '采购单号不能换行'],
      [{ ...body, costCenter: 42 }, '成本中心应为文字'],
    ];
    for (const [payload, message] of cases) {
      const res = await submit(buyer01, unchecked(payload));
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await counts()).toEqual(before);
    // 40 characters after trimming are accepted
    const ok = await submit(buyer01, { ...body, poNumber: ` ${'P'.repeat(40)} ` });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('are part of what an Idempotency-Key stands for', async () => {
    await clearCart('buyer01');
    const goods = await goodsOf([vendorOrg], 1, 18);
    const lines = await cartLines(buyer01, [{ id: goods[0]!, num: 1 }]);
    const key = newKey();
    const body = { cartLineIds: lines, addressId: address, poNumber: 'PO-KEY-1' };
    const first = await submit(buyer01, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await submit(buyer01, body, key);
    expect(again.body.data.orderIds).toEqual(first.body.data.orderIds);
    const other = await submit(buyer01, { ...body, poNumber: 'PO-KEY-2' }, key);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe(ORDER_ERROR_CODES.idempotencyMismatch);
  });
});
