/**
 * The notices of orders, refunds and quotes are published in the transaction of the change: each exists
 * after the change, and a refused change publishes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquirySaveEndpoint } from '@pm/contract/add-to-lists';
import { inquiryPushEndpoint, quoteSaveEndpoint, vendorInquiryDetailEndpoint } from '@pm/contract/inquiry';
import { noticePageEndpoint } from '@pm/contract/notification';
import {
  orderDetailEndpoint,
  orderConfirmReceiptEndpoint,
  vendorOrderShipEndpoint,
} from '@pm/contract/order';
import {
  refundApplyEndpoint,
  vendorRefundApproveEndpoint,
  vendorRefundRejectEndpoint,
} from '@pm/contract/refund';
import { DEMO, login, unchecked, useTestApp } from '../../test/app';
import { orderFixtures } from '../order/test-fixtures';
import { createRefunds } from '../refund';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-notice-test-'));
const ctx = useTestApp({ dataDir });
const { orgOf, addressOf, goodsOf, clearCart, cartLines, submit } = orderFixtures(ctx);
const db = () => ctx.tdb.db;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

let buyer01: string;
let buyer02: string;
let vendor01: string;
let vendor02: string;
let address: string;
let vendor01Org: string;
let goodsTurn = 0;

/** The notices of a kind about a subject, as stored (any user). */
async function noticesOf(kind: string, subjectId: string) {
  return db()
    .selectFrom('notifications')
    .selectAll()
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .execute();
}

/** An order of buyer01 from vendor01 (a fresh goods), optionally shipped and received. */
async function orderOf(opts: { ship?: boolean; done?: boolean } = {}) {
  const [g] = await goodsOf([vendor01Org], 1, 60 + goodsTurn++);
  await clearCart('buyer01');
  const cart = await cartLines(buyer01, [{ id: g!, num: 2 }]);
  const res = await submit(buyer01, { cartLineIds: cart, addressId: address });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const orderId = res.body.data.orderIds[0]!;
  if (opts.ship) {
    const shipped = await ctx.call(
      vendorOrderShipEndpoint,
      { id: orderId, carrier: '顺丰速运', waybillNo: 'SF1234567890' },
      vendor01,
    );
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  }
  if (opts.done)
    expect((await ctx.call(orderConfirmReceiptEndpoint, { id: orderId }, buyer01)).status).toBe(200);
  const detail = await ctx.call(orderDetailEndpoint, { id: orderId }, buyer01);
  return { orderId, orderNo: detail.body.data.orderNo, line: detail.body.data.lines[0]! };
}

async function refundOf(type: 'REFUND_ONLY' | 'RETURN') {
  const o = await orderOf({ ship: true, done: true });
  const res = await ctx.call(
    refundApplyEndpoint,
    { orderId: o.orderId, type, reason: 'QUALITY', lines: [{ orderLineId: o.line.id, num: 1, amount: 100 }] },
    buyer01,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  [buyer01, buyer02, vendor01, vendor02] = await Promise.all([
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.buyer02),
    login(ctx.app, DEMO.vendor01),
    login(ctx.app, { username: 'vendor02', password: 'Vendor2026' }),
  ]);
  vendor01Org = await orgOf('vendor01');
  address = await addressOf('buyer01');
});

describe('order shipped', () => {
  it('tells the buyer who ordered, with the waybill and a link to the order', async () => {
    const o = await orderOf({ ship: true });
    const rows = await noticesOf('ORDER_SHIPPED', o.orderId);
    expect(rows).toHaveLength(1);
    const page = await ctx.call(noticePageEndpoint, { category: 'ORDER' }, buyer01);
    const notice = page.body.data.records.find((r) => r.subject?.id === o.orderId)!;
    expect(notice).toMatchObject({
      kind: 'ORDER_SHIPPED',
      title: `订单 ${o.orderNo} 已发货`,
      subject: { type: 'order', id: o.orderId },
      read: false,
      createdAt: ctx.clock.now().toISOString(),
    });
    expect(notice.body).toContain('顺丰速运 SF1234567890');
    // buyer02 (same organization, did not order) is not told
    const other = await ctx.call(noticePageEndpoint, {}, buyer02);
    expect(other.body.data.records.map((r) => r.subject?.id)).not.toContain(o.orderId);
  });

  it('a refused shipment (twice, or by another supplier) publishes nothing more', async () => {
    const o = await orderOf({ ship: true });
    const again = await ctx.call(
      vendorOrderShipEndpoint,
      { id: o.orderId, carrier: '顺丰速运', waybillNo: 'SF0000000001' },
      vendor01,
    );
    expect(again.status).toBe(409);
    const o2 = await orderOf();
    const foreign = await ctx.call(
      vendorOrderShipEndpoint,
      { id: o2.orderId, carrier: '顺丰速运', waybillNo: 'SF0000000002' },
      vendor02,
    );
    expect(foreign.status).toBe(404);
    expect(await noticesOf('ORDER_SHIPPED', o.orderId)).toHaveLength(1);
    expect(await noticesOf('ORDER_SHIPPED', o2.orderId)).toHaveLength(0);
  });
});

describe('refunds', () => {
  it('a new application tells the supplier; a refused one publishes nothing', async () => {
    const o = await orderOf({ ship: true, done: true });
    const before = await db()
      .selectFrom('notifications')
      .select('id')
      .where('kind', '=', 'REFUND_APPLIED')
      .execute();
    // more than was bought: refused
    const bad = await ctx.call(
      refundApplyEndpoint,
      {
        orderId: o.orderId,
        type: 'REFUND_ONLY',
        reason: 'OTHER',
        lines: [{ orderLineId: o.line.id, num: 9, amount: 100 }],
      },
      buyer01,
    );
    expect(bad.status).toBe(400);
    const after = await db()
      .selectFrom('notifications')
      .select('id')
      .where('kind', '=', 'REFUND_APPLIED')
      .execute();
    expect(after).toHaveLength(before.length);

    const ok = await ctx.call(
      refundApplyEndpoint,
      {
        orderId: o.orderId,
        type: 'REFUND_ONLY',
        reason: 'OTHER',
        lines: [{ orderLineId: o.line.id, num: 1, amount: 100 }],
      },
      buyer01,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const rows = await noticesOf('REFUND_APPLIED', ok.body.data.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.organization_id))).toEqual(new Set([vendor01Org]));
    expect(rows[0]!.title).toBe(`新的售后申请 ${ok.body.data.refundNo}`);
    expect(rows[0]!.body).toContain('申请仅退款，退款 ¥1.00');
    const page = await ctx.call(noticePageEndpoint, { category: 'REFUND' }, vendor01);
    expect(page.body.data.records[0]).toMatchObject({
      kind: 'REFUND_APPLIED',
      subject: { type: 'refund', id: ok.body.data.id },
    });
  });

  it('approved (refund only), then paid by the worker: two notices to the applicant', async () => {
    const r = await refundOf('REFUND_ONLY');
    const ok = await ctx.call(vendorRefundApproveEndpoint, { id: r.id, note: '同意' }, vendor01);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const approved = await noticesOf('REFUND_APPROVED', r.id);
    expect(approved).toHaveLength(1);
    expect(approved[0]!.title).toBe(`售后单 ${r.refundNo} 已同意`);
    // the worker pays it (the app's own worker, woken by the approval, may be doing so): wait for 已退款
    const worker = createRefunds(db(), ctx.clock, dataDir).worker;
    for (;;) {
      await worker.runOnce();
      const row = await db()
        .selectFrom('refunds')
        .select('status')
        .where('id', '=', r.id)
        .executeTakeFirstOrThrow();
      if (row.status === 'RETURNED') break;
      await new Promise((done) => setTimeout(done, 20));
    }
    const paid = await noticesOf('REFUND_PAID', r.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.title).toBe(`售后单 ${r.refundNo} 退款已到账`);
    expect(paid[0]!.body).toContain('¥1.00');
  });

  it('rejected, with the reason; a refused answer publishes nothing', async () => {
    const r = await refundOf('REFUND_ONLY');
    const res = await ctx.call(vendorRefundRejectEndpoint, { id: r.id, reason: '商品无质量问题' }, vendor01);
    expect(res.status).toBe(200);
    const rejected = await noticesOf('REFUND_REJECTED', r.id);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.body).toContain('商品无质量问题');
    // approving it now is refused (409): nothing published
    const late = await ctx.call(vendorRefundApproveEndpoint, { id: r.id, note: '' }, vendor01);
    expect(late.status).toBe(409);
    expect(await noticesOf('REFUND_APPROVED', r.id)).toHaveLength(0);
    // another supplier: 404, nothing published
    const r2 = await refundOf('REFUND_ONLY');
    expect((await ctx.call(vendorRefundRejectEndpoint, { id: r2.id, reason: '不行' }, vendor02)).status).toBe(
      404,
    );
    expect(await noticesOf('REFUND_REJECTED', r2.id)).toHaveLength(0);
  });

  it('approving a return without a return address is refused and publishes nothing', async () => {
    const r = await refundOf('RETURN');
    const res = await ctx.call(vendorRefundApproveEndpoint, unchecked({ id: r.id, note: '' }), vendor01);
    expect(res.status).toBe(400);
    expect(await noticesOf('REFUND_APPROVED', r.id)).toHaveLength(0);
    const ok = await ctx.call(
      vendorRefundApproveEndpoint,
      { id: r.id, returnAddress: '苏州工业园区星湖街 1 号 王经理 13700000001', note: '' },
      vendor01,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const rows = await noticesOf('REFUND_APPROVED', r.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toContain('寄回');
  });
});

describe('quote received', () => {
  it('tells the buyer who asked; a refused quote publishes nothing', async () => {
    const [g] = await goodsOf([vendor01Org], 1, 120);
    await sql`DELETE FROM inquiry_basket_lines`.execute(db());
    expect((await ctx.call(inquirySaveEndpoint, { itemId: g!, num: 2 }, buyer01)).status).toBe(200);
    const deadline = new Date(ctx.clock.now().getTime() + 2 * 86_400_000).toISOString();
    const pushed = await ctx.call(inquiryPushEndpoint, unchecked({ deadline, remark: '' }), buyer01);
    expect(pushed.status, JSON.stringify(pushed.body)).toBe(200);
    const inquiryId = pushed.body.data.id;
    const lines = (await ctx.call(vendorInquiryDetailEndpoint, { id: inquiryId }, vendor01)).body.data.lines;
    const validUntil = new Date(ctx.clock.now().getTime() + 5 * 86_400_000).toISOString().slice(0, 10);

    // refused: a price of 0
    const bad = await ctx.call(
      quoteSaveEndpoint,
      unchecked({ inquiryId, lines: [{ lineId: lines[0]!.id, price: 0, validUntil }] }),
      vendor01,
    );
    expect(bad.status).toBe(400);
    // refused: vendor02 is not asked
    const foreign = await ctx.call(
      quoteSaveEndpoint,
      { inquiryId, lines: [{ lineId: lines[0]!.id, price: 1200, validUntil }] },
      vendor02,
    );
    expect(foreign.status).toBe(404);
    expect(await noticesOf('QUOTE_RECEIVED', inquiryId)).toHaveLength(0);

    const ok = await ctx.call(
      quoteSaveEndpoint,
      { inquiryId, lines: [{ lineId: lines[0]!.id, price: 1200, validUntil }] },
      vendor01,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const rows = await noticesOf('QUOTE_RECEIVED', inquiryId);
    expect(rows).toHaveLength(1);
    const page = await ctx.call(noticePageEndpoint, { category: 'QUOTE' }, buyer01);
    expect(page.body.data.records[0]).toMatchObject({
      kind: 'QUOTE_RECEIVED',
      subject: { type: 'inquiry', id: inquiryId },
    });
    expect(page.body.data.records[0]!.body).toContain('报价了 1 个商品');
  });
});
