/**
 * Executing plans through real orders: plan lines into the cart and the cart's submission committing the
 * plan's budget; receipts, refunds and cancellations moving every figure of the plan's lines.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartListEndpoint } from '@pm/contract/cart';
import {
  IDEMPOTENCY_HEADER,
  orderCancelEndpoint,
  orderConfirmReceiptEndpoint,
  vendorOrderShipEndpoint,
} from '@pm/contract/order';
import {
  PLAN_ERROR_CODES,
  planAddToCartEndpoint,
  planDetailEndpoint,
  planLogPageEndpoint,
  planOrderEndpoint,
  planSaveEndpoint,
  planStartEndpoint,
  type PlanDetail,
} from '@pm/contract/purchasing-plan';
import { refundApplyEndpoint, vendorRefundApproveEndpoint } from '@pm/contract/refund';
import { dataOf, DEMO, login, unchecked, useTestApp } from '../../test/app';
import { createOrders } from '../order';
import { newKey, orderFixtures } from '../order/test-fixtures';
import { createRefunds } from '../refund';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-plan-exec-test-'));
const ctx = useTestApp({ dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const db = () => ctx.tdb.db;
const { orgOf, userId, addressOf, goodsOf, clearCart, submit, credit } = orderFixtures(ctx);

let buyer01: string;
let buyer11: string;
let vendor01: string;
let address01: string;
/** Goods of vendor01's organization with stock in Shanghai, and their prices for buyer01's organization. */
let goods: string[];
const price = new Map<string, number>();

beforeAll(async () => {
  [buyer01, buyer11, vendor01] = await Promise.all([
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.buyer11),
    login(ctx.app, DEMO.vendor01),
  ]);
  address01 = await addressOf('buyer01');
  goods = await goodsOf([await orgOf('vendor01')], 8);
  const org = await orgOf('buyer01');
  const rows = await sql<{ id: string; price: string }>`
    SELECT g.id::text AS id, coalesce(ap.price, g.list_price)::text AS price FROM goods g
    LEFT JOIN goods_agreement_prices ap ON ap.goods_id = g.id AND ap.organization_id = ${org}
    WHERE g.id::text = ANY (${goods}::text[])`.execute(db());
  for (const r of rows.rows) price.set(r.id, Number(r.price));
});

const p = (g: string) => price.get(g)!;

/** An executing plan of buyer01 with the given goods lines (quantity 10 each) and budget. */
async function executing(goodsIds: string[], budget: number): Promise<PlanDetail> {
  const plan = await dataOf(
    ctx.call(
      planSaveEndpoint,
      {
        name: '执行测试计划',
        periodType: 'month',
        period: '2026-12',
        budget,
        lines: goodsIds.map((id) => ({ goodsId: id, quantity: 10 })),
      },
      buyer01,
    ),
  );
  return dataOf(ctx.call(planStartEndpoint, { id: plan.id }, buyer01));
}

const lineOf = (plan: PlanDetail, goodsId: string) => plan.lines.find((l) => l.goodsId === goodsId)!;
const detail = (id: string) => dataOf(ctx.call(planDetailEndpoint, { id }, buyer01));

async function cartRows(username: string) {
  return db()
    .selectFrom('cart_lines')
    .select(['id', 'goods_id', 'num', 'plan_line_id'])
    .where('user_id', '=', await userId(username))
    .orderBy('goods_id')
    .execute();
}

async function orderCount(): Promise<number> {
  const r = await db()
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', await userId('buyer01'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('plan lines into the cart', () => {
  it('adds plan lines to the cart, and the cart submission commits the plan (same transaction)', async () => {
    const [g0, g1] = [goods[0]!, goods[1]!];
    const plan = await executing([g0, g1], 10 * (p(g0) + p(g1)));
    await clearCart('buyer01');
    const res = await ctx.call(
      planAddToCartEndpoint,
      { billId: plan.id, lines: [{ id: lineOf(plan, g0).id, num: 4 }, { id: lineOf(plan, g1).id }] },
      buyer01,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.lines.map((l) => [l.goodsId, l.num])).toEqual([
      [g0, 4],
      [g1, 10],
    ]);
    const cart = await cartRows('buyer01');
    expect(cart.map((c) => [c.goods_id, c.num, c.plan_line_id])).toEqual(
      [
        [g0, 4, lineOf(plan, g0).id],
        [g1, 10, lineOf(plan, g1).id],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );

    // the cart's list names the plan each line comes from
    const listed = (await dataOf(ctx.call(cartListEndpoint, {}, buyer01))).groups.flatMap((gr) => gr.lines);
    expect(listed.find((l) => l.goodsId === g0)!.plan).toEqual({
      planId: plan.id,
      planLineId: lineOf(plan, g0).id,
      code: plan.code,
      name: plan.name,
    });

    // more than is pending (4 in the cart + 7 > 10): refused, the cart unchanged
    const tooMany = await ctx.call(
      planAddToCartEndpoint,
      { billId: plan.id, lines: [{ id: lineOf(plan, g0).id, num: 7 }] },
      buyer01,
    );
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toContain('超过计划待采购数量 10');
    // a plan of another organization does not exist; bad input is a Chinese 400
    const other = await ctx.call(
      planAddToCartEndpoint,
      { billId: plan.id, lines: [{ id: lineOf(plan, g0).id, num: 1 }] },
      buyer11,
    );
    expect(other.status).toBe(404);
    const bad = await ctx.call(
      planAddToCartEndpoint,
      unchecked({ billId: plan.id, lines: [{ id: lineOf(plan, g0).id, num: 0 }] }),
      buyer01,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[数量]/);
    expect(await cartRows('buyer01')).toEqual(cart);

    // the cart's submission: orders for the plan, in the order's transaction
    const submitted = await submit(buyer01, { cartLineIds: cart.map((c) => c.id), addressId: address01 });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const after = await detail(plan.id);
    expect(lineOf(after, g0)).toMatchObject({ orderedQuantity: 4, pendingQuantity: 6 });
    expect(lineOf(after, g1)).toMatchObject({ orderedQuantity: 10, pendingQuantity: 0 });
    expect(after.budgetUsed).toBe(4 * p(g0) + 10 * p(g1));
    const orderLines = await db()
      .selectFrom('order_lines')
      .select(['goods_id', 'plan_line_id'])
      .where('order_id', 'in', submitted.body.data.orderIds)
      .execute();
    expect(orderLines.map((l) => l.plan_line_id).sort()).toEqual(
      [lineOf(plan, g0).id, lineOf(plan, g1).id].sort(),
    );
    expect(await cartRows('buyer01')).toEqual([]);
    // nothing pending any more for g1
    const done = await ctx.call(
      planAddToCartEndpoint,
      { billId: plan.id, lines: [{ id: lineOf(plan, g1).id }] },
      buyer01,
    );
    expect(done.status).toBe(409);
    expect(done.body.message).toContain('已全部下单');
  });

  it('a cart submission over the plan budget is refused with 40920 and changes nothing', async () => {
    const g = goods[2]!;
    const plan = await executing([g], 2 * p(g));
    await clearCart('buyer01');
    await dataOf(
      ctx.call(
        planAddToCartEndpoint,
        { billId: plan.id, lines: [{ id: plan.lines[0]!.id, num: 3 }] },
        buyer01,
      ),
    );
    const cart = await cartRows('buyer01');
    const [ordersBefore, creditBefore] = [await orderCount(), await credit(await orgOf('buyer01'))];
    const over = await submit(buyer01, { cartLineIds: cart.map((c) => c.id), addressId: address01 });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe(PLAN_ERROR_CODES.overBudget);
    expect(over.body.message).toContain(`超出采购计划「${plan.name}」的预算`);
    expect(await orderCount()).toBe(ordersBefore);
    expect(await credit(await orgOf('buyer01'))).toEqual(creditBefore);
    expect(await cartRows('buyer01')).toEqual(cart);
    const after = await detail(plan.id);
    expect(after).toMatchObject({ budgetUsed: 0 });
    expect(after.lines[0]).toMatchObject({ orderedQuantity: 0, pendingQuantity: 10 });
    // the list still shows the line (nothing was settled)
    const list = await dataOf(ctx.call(cartListEndpoint, {}, buyer01));
    expect(list.groups.flatMap((gr) => gr.lines).map((l) => l.goodsId)).toEqual([g]);
    await clearCart('buyer01');
  });

  it('refuses a paused plan, a free-text line and a cart line of another plan line', async () => {
    const g = goods[3]!;
    const plan = await executing([g], 100 * p(g));
    const second = await executing([g], 100 * p(g));
    await clearCart('buyer01');
    await dataOf(
      ctx.call(
        planAddToCartEndpoint,
        { billId: plan.id, lines: [{ id: plan.lines[0]!.id, num: 1 }] },
        buyer01,
      ),
    );
    const clash = await ctx.call(
      planAddToCartEndpoint,
      { billId: second.id, lines: [{ id: second.lines[0]!.id, num: 1 }] },
      buyer01,
    );
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('来自另一条计划明细');
    const free = await dataOf(
      ctx.call(
        planSaveEndpoint,
        {
          name: '自由明细',
          periodType: 'year',
          period: '2026',
          budget: 100_000,
          lines: [{ name: '定制工装', unit: '套', quantity: 2, estimatedPrice: 30_000 }],
        },
        buyer01,
      ),
    );
    await dataOf(ctx.call(planStartEndpoint, { id: free.id }, buyer01));
    const freeText = await ctx.call(
      planAddToCartEndpoint,
      { billId: free.id, lines: [{ id: free.lines[0]!.id }] },
      buyer01,
    );
    expect(freeText.status).toBe(400);
    expect(freeText.body.message).toContain('不能加入购物车');
    const draft = await dataOf(
      ctx.call(
        planSaveEndpoint,
        {
          name: '草稿',
          periodType: 'year',
          period: '2026',
          budget: 100_000,
          lines: [{ goodsId: g, quantity: 1 }],
        },
        buyer01,
      ),
    );
    const notExecuting = await ctx.call(
      planAddToCartEndpoint,
      { billId: draft.id, lines: [{ id: draft.lines[0]!.id }] },
      buyer01,
    );
    expect(notExecuting.status).toBe(409);
    expect(notExecuting.body.message).toContain('只有执行中的计划可以加入购物车');
    expect((await cartRows('buyer01')).map((c) => c.num)).toEqual([1]);
    await clearCart('buyer01');
  });
});

/** Each plan line's figures as the orders, their receipts and paid refunds say (not the ledger). */
async function figuresFromOrders(planId: string) {
  const r = await sql<{ id: string; oq: number; oa: string; rq: number; ra: string }>`
    SELECT l.id::text AS id,
      coalesce(sum(ol.num - coalesce(paid.num, 0)) FILTER (WHERE o.status <> 'CANCELLED'), 0)::int AS oq,
      coalesce(sum(ol.amount - coalesce(paid.amount, 0)) FILTER (WHERE o.status <> 'CANCELLED'), 0)::text AS oa,
      coalesce(sum(ol.num - coalesce(paid.num, 0)) FILTER (WHERE o.status = 'DONE'), 0)::int AS rq,
      coalesce(sum(ol.amount - coalesce(paid.amount, 0)) FILTER (WHERE o.status = 'DONE'), 0)::text AS ra
    FROM purchasing_plan_lines l
    LEFT JOIN order_lines ol ON ol.plan_line_id = l.id
    LEFT JOIN orders o ON o.id = ol.order_id
    LEFT JOIN (
      SELECT rl.order_line_id, sum(rl.num)::int AS num, sum(rl.amount) AS amount
      FROM refund_lines rl JOIN refunds rf ON rf.id = rl.refund_id
      WHERE rf.status = 'RETURNED' GROUP BY rl.order_line_id
    ) paid ON paid.order_line_id = ol.id
    WHERE l.plan_id = ${planId}
    GROUP BY l.id ORDER BY l.id`.execute(db());
  return r.rows.map((x) => ({
    id: x.id,
    orderedQuantity: x.oq,
    orderedAmount: Number(x.oa),
    receivedQuantity: x.rq,
    receivedAmount: Number(x.ra),
  }));
}

async function expectFiguresMatchOrders(planId: string): Promise<PlanDetail> {
  const plan = await detail(planId);
  const fromOrders = await figuresFromOrders(planId);
  expect(
    plan.lines.map((l) => ({
      id: l.id,
      orderedQuantity: l.orderedQuantity,
      orderedAmount: l.orderedAmount,
      receivedQuantity: l.receivedQuantity,
      receivedAmount: l.receivedAmount,
    })),
  ).toEqual(fromOrders);
  for (const l of plan.lines) {
    expect(l.pendingQuantity).toBe(Math.max(0, l.plannedQuantity - l.orderedQuantity));
    expect(l.pendingAmount).toBe(l.pendingQuantity * l.estimatedPrice);
  }
  expect(plan.budgetUsed).toBe(fromOrders.reduce((n, l) => n + l.orderedAmount, 0));
  expect(plan.budgetRemaining).toBe(plan.budget - plan.budgetUsed);
  return plan;
}

function orderFromPlan(plan: PlanDetail, lines: { goodsId: string; num: number }[]) {
  return dataOf(
    ctx.call(
      planOrderEndpoint,
      {
        billId: plan.id,
        lines: lines.map((l) => ({ id: lineOf(plan, l.goodsId).id, num: l.num })),
        addressId: address01,
      },
      buyer01,
      { headers: { [IDEMPOTENCY_HEADER]: newKey() } },
    ),
  );
}

async function ship(orderId: string) {
  await dataOf(
    ctx.call(
      vendorOrderShipEndpoint,
      { id: orderId, carrier: '顺丰速运', waybillNo: 'SF1234567890' },
      vendor01,
    ),
  );
}

async function orderLine(orderId: string, goodsId: string) {
  return db()
    .selectFrom('order_lines')
    .select(['id', 'num', 'price', 'amount'])
    .where('order_id', '=', orderId)
    .where('goods_id', '=', goodsId)
    .executeTakeFirstOrThrow();
}

/** A refund only of `num` pieces and `amount` fen of an order line, approved by vendor01 and paid back. */
async function refundPaid(orderId: string, orderLineId: string, num: number, amount: number) {
  const applied = await dataOf(
    ctx.call(
      refundApplyEndpoint,
      { orderId, type: 'REFUND_ONLY', reason: 'OTHER', lines: [{ orderLineId, num, amount }] },
      buyer01,
    ),
  );
  await dataOf(ctx.call(vendorRefundApproveEndpoint, { id: applied.id }, vendor01));
  // The app's worker is woken by the approval; a fresh one pays whatever is still due. Wait for 已退款.
  const worker = createRefunds(db(), ctx.clock, dataDir).worker;
  for (;;) {
    await worker.runOnce();
    const row = await db()
      .selectFrom('refunds')
      .select('status')
      .where('id', '=', applied.id)
      .executeTakeFirstOrThrow();
    if (row.status === 'RETURNED') return applied.id;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('receipts, refunds and cancellations move the plan figures', () => {
  it('checks every figure against the order lines after orders, a receipt, refunds and a cancellation', async () => {
    const [ga, gb] = [goods[4]!, goods[5]!];
    const plan = await executing([ga, gb], 100 * (p(ga) + p(gb)));

    // an order of both lines, shipped and received
    const o1 = await orderFromPlan(plan, [
      { goodsId: ga, num: 3 },
      { goodsId: gb, num: 2 },
    ]);
    // a second order, cancelled
    const o2 = await orderFromPlan(plan, [{ goodsId: ga, num: 2 }]);
    let now = await expectFiguresMatchOrders(plan.id);
    expect(lineOf(now, ga)).toMatchObject({ orderedQuantity: 5, receivedQuantity: 0, pendingQuantity: 5 });
    await dataOf(ctx.call(orderCancelEndpoint, { id: o2.orderIds[0]! }, buyer01));
    now = await expectFiguresMatchOrders(plan.id);
    expect(lineOf(now, ga)).toMatchObject({ orderedQuantity: 3, pendingQuantity: 7 });

    await ship(o1.orderIds[0]!);
    await dataOf(ctx.call(orderConfirmReceiptEndpoint, { id: o1.orderIds[0]! }, buyer01));
    now = await expectFiguresMatchOrders(plan.id);
    expect(lineOf(now, ga)).toMatchObject({ receivedQuantity: 3, receivedAmount: 3 * p(ga) });
    expect(lineOf(now, gb)).toMatchObject({ receivedQuantity: 2, receivedAmount: 2 * p(gb) });

    // a partial refund after the receipt: one piece of ga, for less than its price
    const la = await orderLine(o1.orderIds[0]!, ga);
    const part = Math.max(1, Math.floor(Number(la.price) / 2));
    await refundPaid(o1.orderIds[0]!, la.id, 1, part);
    now = await expectFiguresMatchOrders(plan.id);
    expect(lineOf(now, ga)).toMatchObject({
      orderedQuantity: 2,
      orderedAmount: 3 * p(ga) - part,
      receivedQuantity: 2,
      receivedAmount: 3 * p(ga) - part,
      pendingQuantity: 8,
    });

    // a refund before the receipt (delivered, not yet received), then the receipt by the job
    const o3 = await orderFromPlan(plan, [{ goodsId: gb, num: 3 }]);
    await ship(o3.orderIds[0]!);
    const lb = await orderLine(o3.orderIds[0]!, gb);
    await refundPaid(o3.orderIds[0]!, lb.id, 1, Number(lb.price));
    now = await expectFiguresMatchOrders(plan.id);
    expect(lineOf(now, gb)).toMatchObject({ orderedQuantity: 4, receivedQuantity: 2 });
    ctx.clock.advance(11 * 24 * 3600_000);
    const { orders } = createOrders(db(), ctx.clock, { autoConfirmDays: 10 });
    while ((await orders.confirmDue()) > 0);
    buyer01 = await login(ctx.app, DEMO.buyer01); // the session ran out over those days
    now = await expectFiguresMatchOrders(plan.id);
    expect(lineOf(now, gb)).toMatchObject({
      orderedQuantity: 4,
      receivedQuantity: 4,
      receivedAmount: 2 * p(gb) + 3 * p(gb) - Number(lb.price),
    });

    // the ledger says who did what, and the log lists the steps
    const kinds = await db()
      .selectFrom('purchasing_plan_commitments')
      .select(['kind'])
      .where('plan_id', '=', plan.id)
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(
      [
        'order',
        'order',
        'order',
        'order',
        'release',
        'receipt',
        'receipt',
        'receipt',
        'refund',
        'refund',
      ].sort(),
    );
    const log = await dataOf(ctx.call(planLogPageEndpoint, { billId: plan.id, limit: 50 }, buyer01));
    expect(log.records.map((r) => r.action)).toEqual(
      expect.arrayContaining(['收货', '退款', '取消订单', '下单']),
    );
    expect(log.records.find((r) => r.action === '退款')!.detail).toContain('已退款 1 件');
  });
});
