import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartListEndpoint } from '@pm/contract/cart';
import {
  creditEndpoint,
  ORDER_ERROR_CODES,
  orderBuyAgainEndpoint,
  orderCancelEndpoint,
  orderConfirmReceiptEndpoint,
  orderDetailEndpoint,
  orderExportEndpoint,
  orderPageEndpoint,
  orderPreviewEndpoint,
  vendorOrderDetailEndpoint,
  vendorOrderPageEndpoint,
  vendorOrderShipEndpoint,
} from '@pm/contract/order';
import { refundApplyEndpoint, refundCancelEndpoint } from '@pm/contract/refund';
import { DEMO, login, unchecked, useTestApp } from '../../test/app';
import { requestOf } from '../../test/call';
import { createOrderService } from './index';
import { AFTER_SALE_FILTERS } from './order.repo';
import { newKey, orderFixtures, SHANGHAI } from './test-fixtures';

// Many logins from one address (the races sign in 50 buyers).
const ctx = useTestApp({
  login: { accountFailures: 5, addressAttempts: 10_000, windowSeconds: 900 },
});

let buyer01: string;
let buyer02: string;
let buyer11: string;
let vendor01: string;
let vendor02: string;
const ids: Record<string, string> = {};

const { orgOf, addressOf, goodsOf, clearCart, cartLines, submit, stockInShanghai, credit } =
  orderFixtures(ctx);
const db = () => ctx.tdb.db;

/** A service over the test database, as a restarted process would build it (for the job). */
function freshService(autoConfirmDays = 10) {
  return createOrderService(db(), ctx.clock, { autoConfirmDays });
}

beforeAll(async () => {
  [buyer01, buyer02, buyer11, vendor01] = await Promise.all([
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.buyer02),
    login(ctx.app, DEMO.buyer11),
    login(ctx.app, DEMO.vendor01),
  ]);
  vendor02 = await login(ctx.app, { username: 'vendor02', password: 'Vendor2026' });
  ids.vendor01Org = await orgOf('vendor01');
  ids.vendor02Org = await orgOf('vendor02');
  ids.buyerOrg = await orgOf('buyer01');
  ids.address01 = await addressOf('buyer01');
  ids.address02 = await addressOf('buyer02');
  ids.address11 = await addressOf('buyer11');
}, 60_000);

describe('preview and submission', () => {
  it('previews chosen lines by supplier with freight, dates and credit; refuses other carts and addresses', async () => {
    await clearCart('buyer01');
    const [a] = await goodsOf([ids.vendor01Org!], 1);
    const [b] = await goodsOf([ids.vendor02Org!], 1);
    const lines = await cartLines(buyer01, [
      { id: a!, num: 2 },
      { id: b!, num: 3 },
    ]);
    const res = await ctx.call(
      orderPreviewEndpoint,
      { cartLineIds: lines.join(','), addressId: ids.address01! },
      buyer01,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = res.body.data;
    expect(p.groups.map((g) => g.supplierId).sort()).toEqual([ids.vendor01Org, ids.vendor02Org].sort());
    expect(p.total).toBe(p.goodsAmount + p.freight);
    expect(p.groups.reduce((n, g) => n + g.amount, 0)).toBe(p.total);
    expect(p.groups.every((g) => /^\d{4}-\d{2}-\d{2}$/.test(g.expectedDate ?? ''))).toBe(true);
    expect(p.problems).toEqual([]);
    expect(p.credit.remaining).toBeGreaterThan(p.total);

    const noAddress = await ctx.call(orderPreviewEndpoint, { cartLineIds: lines[0]! }, buyer01);
    expect(noAddress.body.data.problems).toContain('请选择收货地址');

    // Another organization's cart lines or address: not found.
    const other = await ctx.call(orderPreviewEndpoint, { cartLineIds: lines[0]! }, buyer11);
    expect(other.status).toBe(404);
    const otherAddress = await ctx.call(
      orderPreviewEndpoint,
      { cartLineIds: lines[0]!, addressId: ids.address11! },
      buyer01,
    );
    expect(otherAddress.status).toBe(404);
    expect(otherAddress.body.message).toBe('收货地址不存在');
  });

  it('refuses bad submissions in Chinese and changes nothing', async () => {
    await clearCart('buyer01');
    const [a] = await goodsOf([ids.vendor01Org!], 1, 3);
    const [line] = await cartLines(buyer01, [{ id: a!, num: 1 }]);
    const before = await sql<{ n: string }>`SELECT count(*)::text AS n FROM orders`.execute(db());
    const body = { cartLineIds: [line!], addressId: ids.address01! };
    const cases: [Record<string, unknown>, string | null, RegExp][] = [
      [body, null, /Idempotency-Key/],
      [body, 'short', /Idempotency-Key/],
      [body, 'bad key with spaces', /Idempotency-Key/],
      [{ ...body, cartLineIds: [] }, newKey(), /至少/],
      [{ ...body, cartLineIds: ['abc'] }, newKey(), /ID/],
      [{ ...body, addressId: undefined }, newKey(), /addressId|收货地址|必填|Required|无效/],
      [{ ...body, remarks: '备'.repeat(201) }, newKey(), /备注最多 200 字/],
      [{ ...body, expectedAmount: -1 }, newKey(), /不能为负数/],
      [{ ...body, expectedAmount: 1.5 }, newKey(), /整数/],
    ];
    for (const [payload, key, message] of cases) {
      const res = await submit(buyer01, unchecked(payload), key);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const notMine = await submit(buyer01, { ...body, addressId: ids.address11! });
    expect(notMine.status).toBe(404);
    const otherLine = await submit(buyer11, { cartLineIds: [line!], addressId: ids.address11! });
    expect(otherLine.status).toBe(404);
    const noInvoice = await submit(buyer01, { ...body, invoiceId: '999999999' });
    expect(noInvoice.status).toBe(404);
    expect(noInvoice.body.message).toBe('发票抬头不存在');
    const vendorCall = await submit(vendor01, body);
    expect(vendorCall.status).toBe(403);
    const after = await sql<{ n: string }>`SELECT count(*)::text AS n FROM orders`.execute(db());
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('splits one submission by supplier, takes stock and credit, empties those cart lines', async () => {
    await clearCart('buyer01');
    const [a] = await goodsOf([ids.vendor01Org!], 1, 5);
    const [b] = await goodsOf([ids.vendor02Org!], 1, 5);
    const [lineA, lineB] = await cartLines(buyer01, [
      { id: a!, num: 4 },
      { id: b!, num: 6 },
    ]);
    const stockA = await stockInShanghai(a!);
    const creditBefore = await credit(ids.buyerOrg!);
    const preview = await ctx.call(
      orderPreviewEndpoint,
      { cartLineIds: [lineA!, lineB!], addressId: ids.address01! },
      buyer01,
    );
    const res = await submit(buyer01, {
      cartLineIds: [lineA!, lineB!],
      addressId: ids.address01!,
      remarks: '请工作日送货',
      expectedAmount: preview.body.data.total,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('订单提交成功');
    expect(res.body.data.orderIds).toHaveLength(2);
    expect(res.body.data.orderNos.every((n) => /^PO\d{14}$/.test(n))).toBe(true);
    expect(res.body.data.amount).toBe(preview.body.data.total);
    expect(await stockInShanghai(a!)).toBe(stockA - 4);
    expect((await credit(ids.buyerOrg!)).used).toBe(creditBefore.used + preview.body.data.total);
    const cart = await ctx.call(cartListEndpoint, {}, buyer01);
    expect(cart.body.data.count).toBe(0);

    const detail = await ctx.call(orderDetailEndpoint, { id: res.body.data.orderIds[0]! }, buyer01);
    expect(detail.status).toBe(200);
    expect(detail.body.data.status).toBe('PACKAGING');
    expect(detail.body.data.statusText).toBe('待发货');
    expect(detail.body.data.address?.provinceName).toBe('上海市');
    expect(detail.body.data.remarks).toBe('请工作日送货');
    expect(detail.body.data.log[0]!.action).toBe('提交订单');
    expect(detail.body.data.actions).toEqual(['cancel', 'buyAgain']);
  });

  it('asks to confirm again when a price changed since the cart, then takes the confirmed total', async () => {
    await clearCart('buyer01');
    const [a] = await goodsOf([ids.vendor02Org!], 1, 8);
    const [line] = await cartLines(buyer01, [{ id: a!, num: 1 }]);
    await sql`UPDATE goods SET list_price = list_price + 500 WHERE id = ${a}`.execute(db());
    await sql`DELETE FROM goods_agreement_prices WHERE goods_id = ${a}`.execute(db());
    const stale = await submit(buyer01, { cartLineIds: [line!], addressId: ids.address01! });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(ORDER_ERROR_CODES.priceChanged);
    expect(stale.body.message).toMatch(/价格或运费已变化/);
    const fresh = stale.body.data as unknown as { total: number };
    const wrong = await submit(buyer01, {
      cartLineIds: [line!],
      addressId: ids.address01!,
      expectedAmount: 1,
    });
    expect(wrong.body.code).toBe(ORDER_ERROR_CODES.priceChanged);
    const ok = await submit(buyer01, {
      cartLineIds: [line!],
      addressId: ids.address01!,
      expectedAmount: fresh.total,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.amount).toBe(fresh.total);
  });
});

describe('idempotency', () => {
  it('answers a double click, parallel retries and a retry after success with the one first submission', async () => {
    await clearCart('buyer01');
    const [a] = await goodsOf([ids.vendor01Org!], 1, 10);
    const [line] = await cartLines(buyer01, [{ id: a!, num: 2 }]);
    const key = newKey();
    const body = { cartLineIds: [line!], addressId: ids.address01! };
    const results = await Promise.all(Array.from({ length: 10 }, () => submit(buyer01, body, key)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const submissions = new Set(results.map((r) => r.body.data.submissionId));
    expect(submissions.size).toBe(1);
    const orders = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM orders WHERE submission_id = ${[...submissions][0]}`.execute(db());
    expect(orders.rows[0]!.n).toBe('1');
    const again = await submit(buyer01, body, key);
    expect(again.body.data).toEqual(results[0]!.body.data);

    const reused = await submit(buyer01, { ...body, remarks: '另一份' }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe(ORDER_ERROR_CODES.idempotencyMismatch);
    // Another user may use the same key for their own submission.
    await clearCart('buyer02');
    const [line02] = await cartLines(buyer02, [{ id: a!, num: 1 }]);
    const theirs = await submit(buyer02, { cartLineIds: [line02!], addressId: ids.address02! }, key);
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    expect(theirs.body.data.submissionId).not.toBe(results[0]!.body.data.submissionId);
  });

  it('orders the same cart lines once when two tabs submit with different keys', async () => {
    await clearCart('buyer01');
    const [a] = await goodsOf([ids.vendor01Org!], 1, 12);
    const [line] = await cartLines(buyer01, [{ id: a!, num: 1 }]);
    const body = { cartLineIds: [line!], addressId: ids.address01! };
    const [x, y] = await Promise.all([submit(buyer01, body), submit(buyer01, body)]);
    expect([x.status, y.status].sort()).toEqual([200, 404]);
  });
});

describe('races on stock and credit', () => {
  it('sells the last 10 units to exactly 10 of 50 concurrent buyers, never below zero', async () => {
    const [g] = await goodsOf([ids.vendor01Org!], 1, 20);
    // 10 units left in one warehouse serving Shanghai, none elsewhere.
    await sql`UPDATE goods_stock SET quantity = 0 WHERE goods_id = ${g}`.execute(db());
    await sql`
      UPDATE goods_stock SET quantity = 10 WHERE goods_id = ${g} AND warehouse_id = (
        SELECT st.warehouse_id FROM goods_stock st JOIN warehouses w ON w.id = st.warehouse_id
        WHERE st.goods_id = ${g} AND ${SHANGHAI.province} = ANY (w.serves) ORDER BY st.warehouse_id LIMIT 1)`.execute(
      db(),
    );
    await sql`UPDATE goods SET stock_total = 10 WHERE id = ${g}`.execute(db());
    expect(await stockInShanghai(g!)).toBe(10);

    // 50 buyers of the first organization, each with the goods in the cart and an address.
    const template = await db()
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'buyer01')
      .executeTakeFirstOrThrow();
    const roles = await db()
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', template.id)
      .execute();
    const buyers: { token: string; line: string; address: string }[] = [];
    for (let i = 0; i < 50; i++) {
      const username = `race${String(i).padStart(2, '0')}`;
      const u = await db()
        .insertInto('users')
        .values({
          organization_id: template.organization_id,
          department_id: template.department_id,
          username,
          cellphone: `1350000${String(1000 + i)}`,
          fullname: `竞买${i}`,
          password_hash: template.password_hash,
          created_at: new Date(),
          updated_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('user_roles')
        .values(roles.map((r) => ({ user_id: u.id, role_id: r.role_id })))
        .execute();
      const token = await login(ctx.app, { username, password: DEMO.buyer01.password });
      const [line] = await cartLines(token, [{ id: g!, num: 1 }]);
      buyers.push({ token, line: line!, address: await addressOf(username) });
    }
    const results = await Promise.all(
      buyers.map((b) => submit(b.token, { cartLineIds: [b.line], addressId: b.address })),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(10);
    expect(refused.every((r) => r.status === 409 && r.body.code === ORDER_ERROR_CODES.understock)).toBe(true);
    expect(refused[0]!.body.message).toMatch(/库存不足/);
    expect(await stockInShanghai(g!)).toBe(0);
    const total = await db()
      .selectFrom('goods')
      .select('stock_total')
      .where('id', '=', g!)
      .executeTakeFirstOrThrow();
    expect(total.stock_total).toBe(0);
    const sold = await sql<{ n: number }>`
      SELECT coalesce(sum(l.num), 0)::int AS n FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE l.goods_id = ${g} AND o.status <> 'CANCELLED'`.execute(db());
    expect(sold.rows[0]!.n).toBe(10);
  }, 120_000);

  it('lets only one of two buyers of one organization through when the credit covers one', async () => {
    const org = await orgOf('buyer01');
    await clearCart('buyer01');
    await clearCart('buyer02');
    const [g] = await goodsOf([ids.vendor02Org!], 1, 25);
    const [l1] = await cartLines(buyer01, [{ id: g!, num: 1 }]);
    const [l2] = await cartLines(buyer02, [{ id: g!, num: 1 }]);
    const p = await ctx.call(orderPreviewEndpoint, { cartLineIds: l1!, addressId: ids.address01! }, buyer01);
    const c = await credit(org);
    // Room for one and a half submissions.
    await sql`UPDATE organization_credits SET credit_limit = ${c.used + Math.floor(p.body.data.total * 1.5)}
      WHERE organization_id = ${org}`.execute(db());
    const [x, y] = await Promise.all([
      submit(buyer01, { cartLineIds: [l1!], addressId: ids.address01! }),
      submit(buyer02, { cartLineIds: [l2!], addressId: ids.address02! }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const refused = x.status === 409 ? x : y;
    expect(refused.body.code).toBe(ORDER_ERROR_CODES.creditExceeded);
    expect(refused.body.message).toMatch(/企业月结剩余额度不足/);
    const after = await credit(org);
    expect(after.used).toBe(c.used + p.body.data.total);
    expect(after.used).toBeLessThanOrEqual(after.limit);
    const shown = await ctx.call(creditEndpoint, {}, buyer01);
    expect(shown.body.data).toEqual({
      limit: after.limit,
      used: after.used,
      remaining: after.limit - after.used,
    });
    await sql`UPDATE organization_credits SET credit_limit = 100000000000 WHERE organization_id = ${org}`.execute(
      db(),
    );
  });
});

describe('life of an order', () => {
  let orderId: string;
  let goodsId: string;

  beforeAll(async () => {
    await clearCart('buyer01');
    [goodsId] = (await goodsOf([ids.vendor01Org!], 1, 30)) as [string];
    const [line] = await cartLines(buyer01, [{ id: goodsId, num: 3 }]);
    const res = await submit(buyer01, { cartLineIds: [line!], addressId: ids.address01! });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    orderId = res.body.data.orderIds[0]!;
  });

  it('keeps other organizations and suppliers out: not found on every method', async () => {
    expect((await ctx.call(orderDetailEndpoint, { id: orderId }, buyer11)).status).toBe(404);
    for (const route of [orderCancelEndpoint, orderConfirmReceiptEndpoint, orderBuyAgainEndpoint]) {
      const res = await ctx.call(route, { id: orderId }, buyer11);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('订单不存在');
    }
    expect((await ctx.call(vendorOrderDetailEndpoint, { id: orderId }, vendor02)).status).toBe(404);
    expect(
      (
        await ctx.call(
          vendorOrderShipEndpoint,
          { id: orderId, carrier: '顺丰速运', waybillNo: 'SF1234567890' },
          vendor02,
        )
      ).status,
    ).toBe(404);
    expect((await ctx.call(orderDetailEndpoint, { id: orderId }, vendor01)).status).toBe(403);
    const list11 = await ctx.call(orderPageEndpoint, {}, buyer11);
    expect(list11.body.data.records.some((r) => r.id === orderId)).toBe(false);
    // The organization's manager (buyer02, 采购经理) sees it; the supplier sees it in its list.
    expect((await ctx.call(orderDetailEndpoint, { id: orderId }, buyer02)).status).toBe(200);
    const vendorList = await ctx.call(vendorOrderPageEndpoint, {}, vendor01);
    expect(vendorList.body.data.records.find((r) => r.id === orderId)?.actions).toEqual(['ship']);
  });

  it('refuses illegal transitions with a clear message and changes nothing', async () => {
    const confirm = await ctx.call(orderConfirmReceiptEndpoint, { id: orderId }, buyer01);
    expect(confirm.status).toBe(409);
    expect(confirm.body.message).toBe('订单待发货，只有待收货的订单可以确认收货');
    const bad = await ctx.call(
      vendorOrderShipEndpoint,
      { id: orderId, carrier: '', waybillNo: '1' },
      vendor01,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/请填写物流公司|运单号/);
    const detail = await ctx.call(orderDetailEndpoint, { id: orderId }, buyer01);
    expect(detail.body.data.status).toBe('PACKAGING');
    expect(detail.body.data.log).toHaveLength(1);
  });

  it('ships, then confirms receipt; each step logged with who and when', async () => {
    const shipped = await ctx.call(
      vendorOrderShipEndpoint,
      { id: orderId, carrier: '顺丰速运', waybillNo: 'SF1234567890' },
      vendor01,
    );
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.data.status).toBe('DELIVERED');
    expect(shipped.body.data.logistics).toMatchObject({ carrier: '顺丰速运', waybillNo: 'SF1234567890' });
    const twice = await ctx.call(
      vendorOrderShipEndpoint,
      { id: orderId, carrier: '顺丰速运', waybillNo: 'SF1234567890' },
      vendor01,
    );
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('订单已发货');
    const cancel = await ctx.call(orderCancelEndpoint, { id: orderId }, buyer01);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('订单待收货，只有待发货的订单可以取消');

    const done = await ctx.call(orderConfirmReceiptEndpoint, { id: orderId }, buyer01);
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('DONE');
    expect(done.body.data.log.map((l) => l.action)).toEqual(['提交订单', '供应商发货', '确认收货']);
    expect(done.body.data.log[1]!.actorName).toContain('苏州联创工业品供应链有限公司');
    // Completed within the after-sales window with nothing refunded yet: 申请售后 is offered.
    expect(done.body.data.actions).toEqual(['buyAgain', 'afterSale']);
  });

  it('shows an open after-sales application instead of 已完成, and 已完成 again once it is withdrawn', async () => {
    const before = await ctx.call(orderDetailEndpoint, { id: orderId }, buyer01);
    expect(before.body.data).toMatchObject({ status: 'DONE', statusText: '已完成' });
    const line = before.body.data.lines[0]!;
    const applied = await ctx.call(
      refundApplyEndpoint,
      {
        orderId,
        type: 'RETURN',
        reason: 'DAMAGED',
        lines: [{ orderLineId: line.id, num: 1, amount: Math.floor(line.amount / line.num) }],
      },
      buyer01,
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const open = { status: 'REFUND_APPLICATION', statusText: '退款申请中' };
    expect((await ctx.call(orderDetailEndpoint, { id: orderId }, buyer01)).body.data).toMatchObject(open);
    const list = await ctx.call(orderPageEndpoint, { status: 'DONE' }, buyer01);
    expect(list.body.data.records.find((r) => r.id === orderId)).toMatchObject(open);
    const vendorSide = await ctx.call(vendorOrderDetailEndpoint, { id: orderId }, vendor01);
    expect(vendorSide.body.data).toMatchObject(open);
    expect((await ctx.call(refundCancelEndpoint, { id: applied.body.data.id }, buyer01)).status).toBe(200);
    const after = await ctx.call(orderDetailEndpoint, { id: orderId }, buyer01);
    expect(after.body.data).toMatchObject({ status: 'DONE', statusText: '已完成' });
  });

  it('cancels before shipping, giving stock and credit back exactly', async () => {
    await clearCart('buyer01');
    const [line] = await cartLines(buyer01, [{ id: goodsId, num: 5 }]);
    const stock = await stockInShanghai(goodsId);
    const c = await credit(ids.buyerOrg!);
    const res = await submit(buyer01, { cartLineIds: [line!], addressId: ids.address01! });
    const id = res.body.data.orderIds[0]!;
    expect(await stockInShanghai(goodsId)).toBe(stock - 5);
    const cancelled = await ctx.call(orderCancelEndpoint, { id }, buyer01);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.statusText).toBe('已取消');
    expect(await stockInShanghai(goodsId)).toBe(stock);
    expect((await credit(ids.buyerOrg!)).used).toBe(c.used);
    const again = await ctx.call(orderCancelEndpoint, { id }, buyer01);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('订单已取消');
  });

  it('confirms receipt by the job after the configured days, also in a restarted process', async () => {
    await clearCart('buyer01');
    const [line] = await cartLines(buyer01, [{ id: goodsId, num: 1 }]);
    const res = await submit(buyer01, { cartLineIds: [line!], addressId: ids.address01! });
    const id = res.body.data.orderIds[0]!;
    await ctx.call(vendorOrderShipEndpoint, { id, carrier: '京东物流', waybillNo: 'JD0001234567' }, vendor01);
    const shipped = await ctx.call(orderDetailEndpoint, { id }, buyer01);
    expect(shipped.body.data.autoConfirmAt).not.toBeNull();
    expect(await freshService().confirmDue()).toBe(0);
    ctx.clock.advance(10 * 86_400_000 + 1000);
    // Sessions last 7 days: sign in again at the new time.
    [buyer01, buyer02, buyer11, vendor01] = await Promise.all([
      login(ctx.app, DEMO.buyer01),
      login(ctx.app, DEMO.buyer02),
      login(ctx.app, DEMO.buyer11),
      login(ctx.app, DEMO.vendor01),
    ]);
    // A new service over the same database: nothing in memory is needed.
    expect(await freshService().confirmDue()).toBeGreaterThanOrEqual(1);
    const done = await ctx.call(orderDetailEndpoint, { id }, buyer01);
    expect(done.body.data.status).toBe('DONE');
    expect(done.body.data.log.at(-1)).toMatchObject({ action: '系统自动确认收货', actorName: '系统' });
  });

  it('buys again: the order goods back into the cart', async () => {
    await clearCart('buyer01');
    const res = await ctx.call(orderBuyAgainEndpoint, { id: orderId }, buyer01);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ added: 1, count: 1, skipped: [] });
  });
});

describe('lists and export', () => {
  it('filters by status, keyword and dates with counts per status; purchasers see only their own', async () => {
    const all = await ctx.call(orderPageEndpoint, { limit: 100 }, buyer01);
    expect(all.status).toBe(200);
    const counts = all.body.data.statusCounts;
    expect(counts.all).toBe(all.body.data.total);
    // `all` counts each order once, under its own status (the after-sales tabs count orders with refunds).
    expect(counts.all).toBe(
      Object.entries(counts).reduce(
        (n, [k, v]) => (k === 'all' || (AFTER_SALE_FILTERS as readonly string[]).includes(k) ? n : n + v),
        0,
      ),
    );
    const packaging = await ctx.call(orderPageEndpoint, { status: 'PACKAGING' }, buyer01);
    expect(packaging.body.data.total).toBe(counts.PACKAGING);
    expect(packaging.body.data.records.every((r) => r.status === 'PACKAGING')).toBe(true);

    const first = all.body.data.records[0]!;
    const byNo = await ctx.call(orderPageEndpoint, { keyword: first.orderNo }, buyer01);
    expect(byNo.body.data.records.map((r) => r.orderNo)).toEqual([first.orderNo]);
    const word = first.lines[0]!.name.slice(0, 4);
    const byName = await ctx.call(orderPageEndpoint, { keyword: word }, buyer01);
    expect(byName.body.data.records.length).toBeGreaterThan(0);
    const today = new Date(ctx.clock.now().getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    const future = await ctx.call(orderPageEndpoint, { dateFrom: '2099-01-01' }, buyer01);
    expect(future.body.data.total).toBe(0);
    const upToToday = await ctx.call(orderPageEndpoint, { dateTo: today, dateFrom: '2020-01-01' }, buyer01);
    expect(upToToday.status).toBe(200);
    for (const bad of [
      { status: 'LOST' },
      { dateFrom: '2026-02-30' },
      { keyword: 'x'.repeat(51) },
      { limit: 1000 },
    ]) {
      const res = await ctx.call(orderPageEndpoint, unchecked(bad), buyer01);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    // buyer02 (manager) sees the organization's orders, buyer01 (purchaser) not buyer02's.
    const mine02 = await sql<{ id: string }>`
      SELECT o.id::text AS id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.username = 'buyer02' LIMIT 1`.execute(
      db(),
    );
    const id02 = mine02.rows[0]!.id;
    expect((await ctx.call(orderDetailEndpoint, { id: id02 }, buyer01)).status).toBe(404);
    expect((await ctx.call(orderDetailEndpoint, { id: id02 }, buyer02)).status).toBe(200);
  });

  it('exports the filtered list as xlsx', async () => {
    // An xlsx, not an envelope: the raw answer of the endpoint's request.
    const res = await ctx.app.inject(requestOf(orderExportEndpoint, { status: 'DONE' }, buyer01));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain('orders-');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('订单号');
    expect(sheet.rowCount).toBeGreaterThan(1);
    expect(sheet.getRow(2).getCell(3).value).toBe('已完成');
  });

  it('documents submit with its header and 409 in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ url: '/pm-api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string }[]; responses: object }>
      >;
    };
    const op = doc.paths['/pm-api/order/submit']!.post!;
    expect(op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key')).toBe(true);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404', '409']));
  });
});
