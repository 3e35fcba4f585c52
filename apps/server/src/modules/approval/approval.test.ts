/**
 * Order approval through the API: the rules (kept by the manager cast.buyer02, read by the purchaser cast.buyer01),
 * submissions held as 待审批 with stock and credit held and hidden from the supplier, approve and reject
 * with reasons (idempotent, 40950 for another decision, a race with exactly one winner), expiry by the job,
 * and an order over a plan's budget sent for approval and committed on approval with the log.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_ERROR_CODES,
  approvalApproveEndpoint,
  approvalDetailEndpoint,
  approvalOfOrderEndpoint,
  approvalPageEndpoint,
  approvalRejectEndpoint,
  approvalRuleEndpoint,
  approvalRuleSaveEndpoint,
  type ApprovalRuleSaveRequest,
} from '@pm/contract/approval';
import {
  IDEMPOTENCY_HEADER,
  orderDetailEndpoint,
  vendorOrderDetailEndpoint,
  vendorOrderPageEndpoint,
} from '@pm/contract/order';
import {
  PLAN_ERROR_CODES,
  planOrderEndpoint,
  planSaveEndpoint,
  planStartEndpoint,
  type PlanDetail,
  type PlanOrderRequest,
} from '@pm/contract/purchasing-plan';
import { dataOf, unchecked, useTestApp } from '../../test/app';
import { newKey } from '../order/test-fixtures';
import { approvalSetup } from './approval-test-setup';
import { createApprovalService } from './index';

const ctx = useTestApp();
const db = () => ctx.tdb.db;
const { userId, stockInShanghai, credit, cast, orderFromCart, statusOf } = approvalSetup(ctx);

function saveRule(rule: ApprovalRuleSaveRequest, as = cast.buyer02) {
  return ctx.call(approvalRuleSaveEndpoint, rule, as);
}

async function approvalOf(orderId: string) {
  return dataOf(ctx.call(approvalOfOrderEndpoint, { id: orderId }, cast.buyer01));
}

async function noticesOf(username: string, kind: string) {
  return db()
    .selectFrom('notifications')
    .select(['title', 'body', 'subject_id'])
    .where('user_id', '=', await userId(username))
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}

describe('approval rules', () => {
  it('are read by both buyer roles with the managers who approve, saved by a manager only', async () => {
    const first = await dataOf(ctx.call(approvalRuleEndpoint, undefined, cast.buyer01));
    expect(first.approvers.map((a) => a.id)).toEqual([await userId('buyer02')]);
    const catalog = await db()
      .selectFrom('goods')
      .select('catalog2_id')
      .where('id', '=', cast.goods[0]!)
      .executeTakeFirstOrThrow();

    const refused = await saveRule({ amountThreshold: 100 }, cast.buyer01);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(40301);

    const saved = await dataOf(
      saveRule({
        amountThreshold: 50_000,
        catalogIds: [catalog.catalog2_id],
        outsidePlan: true,
        holdHours: 24,
      }),
    );
    expect(saved).toMatchObject({ amountThreshold: 50_000, outsidePlan: true, holdHours: 24 });
    expect(saved.catalogs.map((c) => c.id)).toEqual([catalog.catalog2_id]);
    expect(saved.updatedBy).not.toBeNull();
    expect(await dataOf(ctx.call(approvalRuleEndpoint, undefined, cast.buyer01))).toEqual(saved);
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const before = await dataOf(ctx.call(approvalRuleEndpoint, undefined, cast.buyer02));
    for (const bad of [
      { amountThreshold: -1 },
      { amountThreshold: 1.5 },
      { holdHours: 0 },
      { holdHours: 169 },
      { outsidePlan: 'yes' },
      { catalogIds: ['abc'] },
    ]) {
      const res = await ctx.call(approvalRuleSaveEndpoint, unchecked(bad), cast.buyer02);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const unknown = await saveRule({ catalogIds: ['999999999'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('所选品类不存在');
    expect(await dataOf(ctx.call(approvalRuleEndpoint, undefined, cast.buyer02))).toEqual(before);
  });
});

describe('a submission above the approval amount', () => {
  it('waits as 待审批 with stock and credit held, unseen by the supplier, until the manager approves it', async () => {
    await dataOf(saveRule({ amountThreshold: 1 }));
    const stock = await stockInShanghai(cast.goods[1]!);
    const creditBefore = await credit(cast.org01);
    const placed = await orderFromCart(1, 2);
    const [orderId] = placed.orderIds;

    expect(await statusOf(orderId!)).toBe('APPROVING');
    expect(await stockInShanghai(cast.goods[1]!)).toBe(stock - 2);
    expect((await credit(cast.org01)).used).toBe(creditBefore.used + placed.amount);
    const detail = await dataOf(ctx.call(orderDetailEndpoint, { id: orderId! }, cast.buyer01));
    expect(detail.statusText).toBe('待审批');
    // The supplier does not see it: not listed, its detail not found.
    const vendorList = await dataOf(ctx.call(vendorOrderPageEndpoint, { limit: 100 }, cast.vendor01));
    expect(vendorList.records.map((r) => r.id)).not.toContain(orderId);
    expect((await ctx.call(vendorOrderDetailEndpoint, { id: orderId! }, cast.vendor01)).status).toBe(404);

    // The buyer sees who approves and why; the manager has it in the queue and was told.
    const mine = await approvalOf(orderId!);
    expect(mine).toMatchObject({ status: 'PENDING', statusText: '待审批' });
    expect(mine!.approvers).toHaveLength(1);
    expect(mine!.reasons.join()).toContain('超过审批金额');
    const queue = await dataOf(ctx.call(approvalPageEndpoint, { status: 'PENDING' }, cast.buyer02));
    const item = queue.records.find((r) => r.orderIds.includes(orderId!))!;
    expect(item).toMatchObject({ amount: placed.amount, overBudget: false, requestReason: '' });
    expect(queue.counts.PENDING).toBeGreaterThanOrEqual(1);
    expect((await noticesOf('buyer02', 'ORDER_APPROVAL_REQUESTED')).map((n) => n.subject_id)).toContain(
      orderId,
    );
    const full = await dataOf(ctx.call(approvalDetailEndpoint, { id: item.id }, cast.buyer02));
    expect(full.orders[0]!.lines).toMatchObject([{ goodsId: cast.goods[1], num: 2 }]);

    const approved = await ctx.call(
      approvalApproveEndpoint,
      { id: item.id, reason: '同意采购' },
      cast.buyer02,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'APPROVED', decisionReason: '同意采购' });
    expect(await statusOf(orderId!)).toBe('PACKAGING');
    expect((await ctx.call(vendorOrderDetailEndpoint, { id: orderId! }, cast.vendor01)).status).toBe(200);
    expect(await stockInShanghai(cast.goods[1]!)).toBe(stock - 2);
    expect((await noticesOf('buyer01', 'ORDER_APPROVED')).map((n) => n.subject_id)).toContain(orderId);

    // Again: the same answer; another decision: 40950, nothing changes.
    const again = await ctx.call(approvalApproveEndpoint, { id: item.id }, cast.buyer02);
    expect(again.status).toBe(200);
    expect(again.body.data.decidedAt).toBe(approved.body.data.decidedAt);
    const late = await ctx.call(approvalRejectEndpoint, { id: item.id, reason: '改主意' }, cast.buyer02);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe(APPROVAL_ERROR_CODES.decided);
    expect(late.body.message).toBe('该审批已通过，不能再次处理');
    expect(await statusOf(orderId!)).toBe('PACKAGING');
  });

  it('a rejection needs a reason, cancels the orders and gives stock and credit back', async () => {
    await dataOf(saveRule({ amountThreshold: 1 }));
    const stock = await stockInShanghai(cast.goods[2]!);
    const creditBefore = await credit(cast.org01);
    const placed = await orderFromCart(2, 3);
    const { id } = (await approvalOf(placed.orderIds[0]!))!;

    const noReason = await ctx.call(approvalRejectEndpoint, unchecked({ id, reason: '  ' }), cast.buyer02);
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('请填写驳回理由');
    expect(await statusOf(placed.orderIds[0]!)).toBe('APPROVING');

    const rejected = await ctx.call(approvalRejectEndpoint, { id, reason: '超出本月预算' }, cast.buyer02);
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED', decisionReason: '超出本月预算' });
    expect(await statusOf(placed.orderIds[0]!)).toBe('CANCELLED');
    expect(await stockInShanghai(cast.goods[2]!)).toBe(stock);
    expect((await credit(cast.org01)).used).toBe(creditBefore.used);
    expect((await noticesOf('buyer01', 'ORDER_REJECTED')).at(-1)!.body).toContain('超出本月预算');
    const approveLate = await ctx.call(approvalApproveEndpoint, { id }, cast.buyer02);
    expect(approveLate.body.code).toBe(APPROVAL_ERROR_CODES.decided);
  });

  it('an approve racing a reject: exactly one wins, and stock and credit match the winner', async () => {
    await dataOf(saveRule({ amountThreshold: 1 }));
    for (let round = 0; round < 3; round++) {
      const stock = await stockInShanghai(cast.goods[3]!);
      const creditBefore = await credit(cast.org01);
      const placed = await orderFromCart(3, 1);
      const { id } = (await approvalOf(placed.orderIds[0]!))!;
      const [a, r] = await Promise.all([
        ctx.call(approvalApproveEndpoint, { id }, cast.buyer02),
        ctx.call(approvalRejectEndpoint, { id, reason: '并发驳回' }, cast.buyer02),
      ]);
      const winners = [a, r].filter((x) => x.status === 200);
      expect(winners).toHaveLength(1);
      expect([a, r].find((x) => x.status !== 200)!.body.code).toBe(APPROVAL_ERROR_CODES.decided);
      if (a.status === 200) {
        expect(await statusOf(placed.orderIds[0]!)).toBe('PACKAGING');
        expect(await stockInShanghai(cast.goods[3]!)).toBe(stock - 1);
        expect((await credit(cast.org01)).used).toBe(creditBefore.used + placed.amount);
      } else {
        expect(await statusOf(placed.orderIds[0]!)).toBe('CANCELLED');
        expect(await stockInShanghai(cast.goods[3]!)).toBe(stock);
        expect((await credit(cast.org01)).used).toBe(creditBefore.used);
      }
    }
  });

  it('expires after the hold: the job cancels the orders and gives back (a restarted process too)', async () => {
    await dataOf(saveRule({ amountThreshold: 1, holdHours: 2 }));
    const stock = await stockInShanghai(cast.goods[4]!);
    const creditBefore = await credit(cast.org01);
    const placed = await orderFromCart(4, 2);
    const { id } = (await approvalOf(placed.orderIds[0]!))!;
    const service = createApprovalService(db(), ctx.clock);

    ctx.clock.advance(60 * 60_000);
    await service.expireDue();
    expect(await statusOf(placed.orderIds[0]!)).toBe('APPROVING');

    ctx.clock.advance(61 * 60_000);
    // Due but not swept yet: a decision is refused as expired.
    const tooLate = await ctx.call(approvalApproveEndpoint, { id }, cast.buyer02);
    expect(tooLate.body.code).toBe(APPROVAL_ERROR_CODES.decided);
    expect(await createApprovalService(db(), ctx.clock).expireDue()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(placed.orderIds[0]!)).toBe('CANCELLED');
    expect(await stockInShanghai(cast.goods[4]!)).toBe(stock);
    expect((await credit(cast.org01)).used).toBe(creditBefore.used);
    expect(await approvalOf(placed.orderIds[0]!)).toMatchObject({ status: 'EXPIRED', decidedByName: '系统' });
    expect((await noticesOf('buyer01', 'ORDER_APPROVAL_EXPIRED')).map((n) => n.subject_id)).toContain(
      placed.orderIds[0],
    );
    expect(await service.expireDue()).toBe(0);
  });

  it('below the amount, with no other rule, the order goes to the supplier at once', async () => {
    await dataOf(saveRule({ amountThreshold: 99_999_999 }));
    const placed = await orderFromCart(5, 1);
    expect(await statusOf(placed.orderIds[0]!)).toBe('PACKAGING');
    expect(await approvalOf(placed.orderIds[0]!)).toBeNull();
  });
});

describe('category and outside-plan rules', () => {
  it('a catalog that always needs approval holds the submission whatever its amount', async () => {
    const g = await db()
      .selectFrom('goods as g')
      .innerJoin('catalogs as c', 'c.id', 'g.catalog1_id')
      .select(['g.catalog1_id', 'c.name'])
      .where('g.id', '=', cast.goods[6]!)
      .executeTakeFirstOrThrow();
    await dataOf(saveRule({ catalogIds: [g.catalog1_id] }));
    const placed = await orderFromCart(6, 1);
    expect(await statusOf(placed.orderIds[0]!)).toBe('APPROVING');
    expect((await approvalOf(placed.orderIds[0]!))!.reasons).toEqual([`含须审批品类：${g.name}`]);
  });

  it('orders outside any plan need approval; orders from a plan do not', async () => {
    await dataOf(saveRule({ outsidePlan: true }));
    const placed = await orderFromCart(7, 1);
    expect((await approvalOf(placed.orderIds[0]!))!.reasons).toEqual(['含不属于任何采购计划的商品']);
    const plan = await executingPlan([cast.goods[8]!], 100_000_000);
    const fromPlan = await dataOf(planOrder({ billId: plan.id, lines: [{ id: plan.lines[0]!.id, num: 1 }] }));
    expect(await statusOf(fromPlan.orderIds[0]!)).toBe('PACKAGING');
  });
});

async function executingPlan(goodsIds: string[], budget: number): Promise<PlanDetail> {
  const plan = await dataOf(
    ctx.call(
      planSaveEndpoint,
      {
        name: '审批测试计划',
        periodType: 'month',
        period: '2026-12',
        budget,
        lines: goodsIds.map((id) => ({ goodsId: id, quantity: 10 })),
      },
      cast.buyer01,
    ),
  );
  return dataOf(ctx.call(planStartEndpoint, { id: plan.id }, cast.buyer01));
}

function planOrder(body: Omit<PlanOrderRequest, 'addressId'>, key = newKey()) {
  return ctx.call(planOrderEndpoint, { addressId: cast.address01, ...body }, cast.buyer01, {
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

describe('an order over a plan budget', () => {
  it('is refused without a reason; with one it waits, and approval commits the overrun with the log', async () => {
    await dataOf(saveRule({}));
    const plan = await executingPlan([cast.goods[9]!], 100);
    const line = plan.lines[0]!;

    const refused = await planOrder({ billId: plan.id, lines: [{ id: line.id, num: 2 }] });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(PLAN_ERROR_CODES.overBudget);

    const sent = await planOrder({
      billId: plan.id,
      lines: [{ id: line.id, num: 2 }],
      approvalReason: '生产线急需，下月预算补回',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const orderId = sent.body.data.orderIds[0]!;
    expect(await statusOf(orderId)).toBe('APPROVING');
    const planRow = () =>
      db()
        .selectFrom('purchasing_plans')
        .select(['committed', 'budget', sql<string>`approved_overrun`.as('approved_overrun')])
        .where('id', '=', plan.id)
        .executeTakeFirstOrThrow();
    expect(Number((await planRow()).committed)).toBe(0);
    const waiting = (await approvalOf(orderId))!;
    expect(waiting.requestReason).toBe('生产线急需，下月预算补回');
    expect(waiting.reasons[0]).toContain('超出采购计划「审批测试计划」预算');
    const detail = await dataOf(ctx.call(approvalDetailEndpoint, { id: waiting.id }, cast.buyer02));
    expect(detail.overBudget).toBe(true);
    expect(detail.overruns).toMatchObject([{ planId: plan.id, budget: 100, used: 0 }]);

    const approved = await ctx.call(
      approvalApproveEndpoint,
      { id: waiting.id, reason: '特批' },
      cast.buyer02,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const row = await planRow();
    expect(Number(row.committed)).toBe(sent.body.data.amount - (await freightOf(orderId)));
    expect(Number(row.approved_overrun)).toBe(Number(row.committed) - 100);
    const log = await db()
      .selectFrom('purchasing_plan_logs')
      .select(['action', 'detail', 'actor_id'])
      .where('plan_id', '=', plan.id)
      .orderBy('id')
      .execute();
    const entry = log.find((l) => l.action === '审批超预算')!;
    expect(entry.actor_id).toBe(await userId('buyer02'));
    expect(entry.detail).toContain('特批');
    expect(await statusOf(orderId)).toBe('PACKAGING');
  });

  it('a rejected over-budget order commits nothing to the plan', async () => {
    await dataOf(saveRule({}));
    const plan = await executingPlan([cast.goods[10]!], 100);
    const sent = await dataOf(
      planOrder({ billId: plan.id, lines: [{ id: plan.lines[0]!.id, num: 1 }], approvalReason: '急需' }),
    );
    const { id } = (await approvalOf(sent.orderIds[0]!))!;
    await dataOf(ctx.call(approvalRejectEndpoint, { id, reason: '不批' }, cast.buyer02));
    const row = await db()
      .selectFrom('purchasing_plans')
      .select('committed')
      .where('id', '=', plan.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.committed)).toBe(0);
    const lines = await db()
      .selectFrom('purchasing_plan_lines')
      .select('ordered_quantity')
      .where('plan_id', '=', plan.id)
      .execute();
    expect(lines.map((l) => l.ordered_quantity)).toEqual([0]);
  });
});

async function freightOf(orderId: string): Promise<number> {
  const r = await db()
    .selectFrom('orders')
    .select('freight')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(r.freight);
}

describe('who may see and decide', () => {
  it('a purchaser has no queue; another organization gets 404 for the approval and its order', async () => {
    await dataOf(saveRule({ amountThreshold: 1 }));
    const placed = await orderFromCart(11, 1);
    const { id } = (await approvalOf(placed.orderIds[0]!))!;
    const asPurchaser = await ctx.call(approvalPageEndpoint, {}, cast.buyer01);
    expect(asPurchaser.status).toBe(403);
    expect(asPurchaser.body.code).toBe(40301);
    expect((await ctx.call(approvalApproveEndpoint, { id }, cast.buyer01)).status).toBe(403);
    expect((await ctx.call(approvalOfOrderEndpoint, { id: placed.orderIds[0]! }, cast.buyer11)).status).toBe(
      404,
    );
    expect((await ctx.call(approvalDetailEndpoint, { id: '999999999' }, cast.buyer02)).status).toBe(404);
    const bad = await ctx.call(approvalPageEndpoint, unchecked({ status: 'DONE' }), cast.buyer02);
    expect(bad.status).toBe(400);
    expect(await statusOf(placed.orderIds[0]!)).toBe('APPROVING');
  });
});
