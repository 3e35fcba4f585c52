/**
 * Withdrawing (撤回) a waiting submission through the API, and the buyer's 申请说明 at cart checkout: the
 * buyer (or the manager) withdraws; orders 已取消 with stock, credit and plan commitments back exactly as on
 * rejection, logged on the orders and the approval; idempotent; a withdrawal racing an approval or the
 * expiry: exactly one wins. The reason given at checkout reaches the manager's queue and detail.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_ERROR_CODES,
  approvalApproveEndpoint,
  approvalDetailEndpoint,
  approvalOfOrderEndpoint,
  approvalPageEndpoint,
  approvalRuleSaveEndpoint,
  approvalWithdrawEndpoint,
  type ApprovalRuleSaveRequest,
} from '@pm/contract/approval';
import { cartListEndpoint } from '@pm/contract/cart';
import {
  PLAN_ERROR_CODES,
  planAddToCartEndpoint,
  planSaveEndpoint,
  planStartEndpoint,
} from '@pm/contract/purchasing-plan';
import { dataOf, unchecked, useTestApp } from '../../test/app';
import { approvalSetup } from './approval-test-setup';
import { createApprovalService } from './index';

const ctx = useTestApp();
const db = () => ctx.tdb.db;
const { submit, stockInShanghai, credit, clearCart, cartLines, cast, orderFromCart, statusOf } =
  approvalSetup(ctx);

function saveRule(rule: ApprovalRuleSaveRequest) {
  return dataOf(ctx.call(approvalRuleSaveEndpoint, rule, cast.buyer02));
}

async function approvalIdOf(orderId: string): Promise<string> {
  return (await dataOf(ctx.call(approvalOfOrderEndpoint, { id: orderId }, cast.buyer01)))!.id;
}

function withdraw(orderId: string, as = cast.buyer01, reason?: string) {
  return ctx.call(approvalWithdrawEndpoint, { id: orderId, ...(reason ? { reason } : {}) }, as);
}

describe('withdrawing a waiting submission', () => {
  it('cancels its orders, gives stock and credit back, logs it on the order and the approval; again: the same', async () => {
    await saveRule({ amountThreshold: 1 });
    const stock = await stockInShanghai(cast.goods[0]!);
    const creditBefore = await credit(cast.org01);
    const placed = await orderFromCart(0, 3);
    const orderId = placed.orderIds[0]!;
    expect(await statusOf(orderId)).toBe('APPROVING');
    expect(await stockInShanghai(cast.goods[0]!)).toBe(stock - 3);

    const res = await withdraw(orderId, cast.buyer01, '数量填错了');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('订单已撤回');
    expect(res.body.data).toMatchObject({
      status: 'WITHDRAWN',
      statusText: '已撤回',
      decisionReason: '买家撤回：数量填错了',
    });
    expect(await statusOf(orderId)).toBe('CANCELLED');
    expect(await stockInShanghai(cast.goods[0]!)).toBe(stock);
    expect((await credit(cast.org01)).used).toBe(creditBefore.used);
    const log = await db()
      .selectFrom('order_logs')
      .select(['status', 'action', 'note'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(log.at(-1)).toMatchObject({ status: 'CANCELLED', action: '撤回订单' });
    expect(log.at(-1)!.note).toContain('买家撤回');

    // The manager's queue shows it 已撤回, counted apart.
    const queue = await dataOf(ctx.call(approvalPageEndpoint, { status: 'WITHDRAWN' }, cast.buyer02));
    expect(queue.records.map((r) => r.orderIds[0])).toContain(orderId);
    expect(queue.counts.WITHDRAWN).toBeGreaterThanOrEqual(1);

    // Again: the approval as it is, nothing given back twice; a decision after it: 40950.
    const again = await withdraw(orderId);
    expect(again.status).toBe(200);
    expect(again.body.data.decidedAt).toBe(res.body.data.decidedAt);
    expect(await stockInShanghai(cast.goods[0]!)).toBe(stock);
    expect((await credit(cast.org01)).used).toBe(creditBefore.used);
    const late = await ctx.call(approvalApproveEndpoint, { id: res.body.data.id }, cast.buyer02);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe(APPROVAL_ERROR_CODES.decided);
    expect(late.body.message).toBe('该审批已撤回，不能再次处理');
  });

  it('the manager may withdraw too; an approved one cannot be withdrawn; one needing none: 409', async () => {
    await saveRule({ amountThreshold: 1 });
    const byManager = await orderFromCart(1, 1);
    const m = await withdraw(byManager.orderIds[0]!, cast.buyer02);
    expect(m.status, JSON.stringify(m.body)).toBe(200);
    expect(m.body.data.decisionReason).toBe('采购经理撤回');

    const approved = await orderFromCart(2, 1);
    await dataOf(
      ctx.call(approvalApproveEndpoint, { id: await approvalIdOf(approved.orderIds[0]!) }, cast.buyer02),
    );
    const refused = await withdraw(approved.orderIds[0]!);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(APPROVAL_ERROR_CODES.decided);
    expect(refused.body.message).toBe('该审批已通过，不能再次处理');
    expect(await statusOf(approved.orderIds[0]!)).toBe('PACKAGING');

    await saveRule({});
    const free = await orderFromCart(3, 1);
    const none = await withdraw(free.orderIds[0]!);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('该订单无需审批，不能撤回');
    expect(await statusOf(free.orderIds[0]!)).toBe('PACKAGING');
  });

  it('another organization gets 404, bad input a Chinese 400; nothing changes', async () => {
    await saveRule({ amountThreshold: 1 });
    const placed = await orderFromCart(4, 1);
    const orderId = placed.orderIds[0]!;
    const other = await withdraw(orderId, cast.buyer11);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('订单不存在');
    for (const bad of [{ id: orderId, reason: 'x'.repeat(201) }, { id: 'abc' }, { id: orderId, reason: 5 }]) {
      const res = await ctx.call(approvalWithdrawEndpoint, unchecked(bad), cast.buyer01);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const long = await withdraw(orderId, cast.buyer01, '撤'.repeat(201));
    expect(long.body.message).toBe('撤回理由最多 200 字');
    expect((await withdraw('999999999')).status).toBe(404);
    expect(await statusOf(orderId)).toBe('APPROVING');
  });

  it('a withdrawal racing an approval: exactly one wins, and stock and credit match the winner', async () => {
    await saveRule({ amountThreshold: 1 });
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round++) {
      const stock = await stockInShanghai(cast.goods[5]!);
      const creditBefore = await credit(cast.org01);
      const placed = await orderFromCart(5, 1);
      const orderId = placed.orderIds[0]!;
      const id = await approvalIdOf(orderId);
      const [a, w] = await Promise.all([
        ctx.call(approvalApproveEndpoint, { id }, cast.buyer02),
        withdraw(orderId),
      ]);
      expect([a, w].filter((x) => x.status === 200)).toHaveLength(1);
      expect([a, w].find((x) => x.status !== 200)!.body.code).toBe(APPROVAL_ERROR_CODES.decided);
      if (a.status === 200) {
        outcomes.add('approved');
        expect(await statusOf(orderId)).toBe('PACKAGING');
        expect(await stockInShanghai(cast.goods[5]!)).toBe(stock - 1);
        expect((await credit(cast.org01)).used).toBe(creditBefore.used + placed.amount);
      } else {
        outcomes.add('withdrawn');
        expect(await statusOf(orderId)).toBe('CANCELLED');
        expect(await stockInShanghai(cast.goods[5]!)).toBe(stock);
        expect((await credit(cast.org01)).used).toBe(creditBefore.used);
      }
    }
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
  });

  it('a withdrawal racing the expiry: given back once', async () => {
    await saveRule({ amountThreshold: 1, holdHours: 1 });
    const stock = await stockInShanghai(cast.goods[6]!);
    const creditBefore = await credit(cast.org01);
    const placed = await orderFromCart(6, 2);
    const orderId = placed.orderIds[0]!;
    ctx.clock.advance(61 * 60_000);
    const service = createApprovalService(db(), ctx.clock);
    const [w, expired] = await Promise.all([withdraw(orderId), service.expireDue()]);
    // Due: the withdrawal is refused as expired whichever ran first; the job expires it once.
    expect(w.status).toBe(409);
    expect(w.body.code).toBe(APPROVAL_ERROR_CODES.decided);
    if (expired === 0) await service.expireDue();
    expect(await statusOf(orderId)).toBe('CANCELLED');
    expect(await stockInShanghai(cast.goods[6]!)).toBe(stock);
    expect((await credit(cast.org01)).used).toBe(creditBefore.used);
  });
});

describe('申请说明 at cart checkout', () => {
  it('reaches the manager’s queue and detail; over 200 characters is a Chinese 400 and orders nothing', async () => {
    await saveRule({ amountThreshold: 1 });
    await clearCart('buyer01');
    const lineIds = await cartLines(cast.buyer01, [{ id: cast.goods[7]!, num: 1 }]);
    const long = await submit(cast.buyer01, {
      cartLineIds: lineIds,
      addressId: cast.address01,
      approvalReason: '急'.repeat(201),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('申请说明最多 200 字');
    const cart = await dataOf(ctx.call(cartListEndpoint, {}, cast.buyer01));
    expect(cart.groups.flatMap((g) => g.lines).map((l) => l.id)).toEqual(lineIds);

    const placed = await orderFromCart(7, 1, '  月底盘点急需  ');
    const id = await approvalIdOf(placed.orderIds[0]!);
    const queue = await dataOf(ctx.call(approvalPageEndpoint, { status: 'PENDING' }, cast.buyer02));
    expect(queue.records.find((r) => r.id === id)!.requestReason).toBe('月底盘点急需');
    const detail = await dataOf(ctx.call(approvalDetailEndpoint, { id }, cast.buyer02));
    expect(detail.requestReason).toBe('月底盘点急需');
  });

  it('a plan line in the cart over the plan’s budget: refused without it (40920), waits with it', async () => {
    await saveRule({});
    const plan = await dataOf(
      ctx.call(
        planSaveEndpoint,
        {
          name: '购物车超预算计划',
          periodType: 'month',
          period: '2026-12',
          budget: 100,
          lines: [{ goodsId: cast.goods[8]!, quantity: 10 }],
        },
        cast.buyer01,
      ),
    );
    const started = await dataOf(ctx.call(planStartEndpoint, { id: plan.id }, cast.buyer01));
    await clearCart('buyer01');
    await dataOf(
      ctx.call(
        planAddToCartEndpoint,
        { billId: plan.id, lines: [{ id: started.lines[0]!.id, num: 1 }] },
        cast.buyer01,
      ),
    );
    const cart = await dataOf(ctx.call(cartListEndpoint, {}, cast.buyer01));
    const lineIds = cart.groups.flatMap((g) => g.lines).map((l) => l.id);

    const refused = await submit(cast.buyer01, { cartLineIds: lineIds, addressId: cast.address01 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(PLAN_ERROR_CODES.overBudget);

    const sent = await submit(cast.buyer01, {
      cartLineIds: lineIds,
      addressId: cast.address01,
      approvalReason: '设备抢修',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const orderId = sent.body.data.orderIds[0]!;
    expect(await statusOf(orderId)).toBe('APPROVING');
    const mine = (await dataOf(ctx.call(approvalOfOrderEndpoint, { id: orderId }, cast.buyer01)))!;
    expect(mine.requestReason).toBe('设备抢修');
    expect(mine.reasons[0]).toContain('超出采购计划「购物车超预算计划」预算');

    // Withdrawn: nothing of the plan stays committed.
    expect((await withdraw(orderId)).status).toBe(200);
    const row = await sql<{ committed: string }>`
      SELECT committed FROM purchasing_plans WHERE id = ${plan.id}`.execute(db());
    expect(Number(row.rows[0]!.committed)).toBe(0);
  });
});
