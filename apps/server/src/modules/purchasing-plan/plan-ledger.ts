/**
 * The commitment ledger of purchasing plans (预算占用): the ONE write path of `purchasing_plan_commitments`
 * and of the running sums it keeps (`purchasing_plans.committed`, the lines' ordered and received quantity
 * and amount): `record`. Receipts and refunds write through it too (plan-ledger-receipts.ts).
 *
 * Checkout calls `commitPlanOrders` in the submission's transaction for every order line whose origin is
 * a plan line (so no order from a plan can skip it); order cancellation calls `releasePlanCommitments` in
 * its transaction. Locks: each plan row (in id order), after the goods and the credit the caller holds,
 * so a submission and a cancellation queue instead of deadlocking, and two submissions racing for a plan's
 * last budget see each other's commitment.
 *
 * Approval (modules/approval): an order over the budget is refused with 40920 here, unless its
 * submission goes to a purchasing manager (`OverrunPolicy` 'defer': the overruns are reported and nothing
 * is committed); the manager's approval passes the approved overrun back to `commitPlanOrders`, which raises
 * the plan's allowance (`approved_overrun`) by what goes past the budget and logs who approved it and why.
 */
import { sql } from 'kysely';
import { formatFen } from '@pm/contract/format';
import { PLAN_ERROR_CODES, PLAN_STATUS_LABELS, type PlanStatus } from '@pm/contract/purchasing-plan';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { actorName } from '../actor/actor.repo';
import type { AuthContext } from '../auth/auth.service';

export const PLAN_LEDGER_MESSAGES = {
  planNotFound: '采购计划不存在',
  lineNotFound: '计划明细不存在',
  goodsMismatch: '计划明细与所下单的商品不一致',
} as const;

/** One order line ordered from a plan line. */
export interface PlanOrderLine {
  planId: string;
  planLineId: string;
  orderId: string;
  orderNo: string;
  orderLineId: string;
  goodsId: string;
  num: number;
  /** Unit price of the order line, fen. */
  price: number;
}

export interface LedgerEntry {
  organizationId: string;
  planId: string;
  planLineId: string;
  orderId: string;
  orderLineId: string;
  kind: 'order' | 'release' | 'receipt' | 'refund';
  /** What the entry moves of the ordered quantity and amount (and of the budget used). */
  quantity: number;
  amount: number;
  /** What the entry moves of the received quantity and amount (receipts, refunds after a receipt). */
  receivedQuantity?: number;
  receivedAmount?: number;
  /** The refund a 'refund' entry gives back for. */
  refundId?: string;
}

/** Locks a plan of the organization (FOR UPDATE). */
export async function lockPlan(db: Executor, organizationId: string, planId: string) {
  return db
    .selectFrom('purchasing_plans')
    .select(['id', 'name', 'status', 'budget', 'committed'])
    .where('id', '=', planId)
    .where('organization_id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The one write: ledger rows and the running sums of their lines and plans. The caller holds the plans'
 * rows (`lockPlan`), taken after whatever else its transaction locks.
 */
export async function record(
  db: Executor,
  entries: readonly LedgerEntry[],
  actorId: string | null,
  now: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('purchasing_plan_commitments')
    .values(
      entries.map((e) => ({
        organization_id: e.organizationId,
        plan_id: e.planId,
        plan_line_id: e.planLineId,
        order_id: e.orderId,
        order_line_id: e.orderLineId,
        kind: e.kind,
        quantity: e.quantity,
        amount: e.amount,
        received_quantity: e.receivedQuantity ?? 0,
        received_amount: e.receivedAmount ?? 0,
        refund_id: e.refundId ?? null,
        actor_id: actorId,
        created_at: now,
      })),
    )
    .execute();
  const byLine = new Map<string, { quantity: number; amount: number; rq: number; ra: number }>();
  const byPlan = new Map<string, number>();
  for (const e of entries) {
    const l = byLine.get(e.planLineId) ?? { quantity: 0, amount: 0, rq: 0, ra: 0 };
    byLine.set(e.planLineId, {
      quantity: l.quantity + e.quantity,
      amount: l.amount + e.amount,
      rq: l.rq + (e.receivedQuantity ?? 0),
      ra: l.ra + (e.receivedAmount ?? 0),
    });
    byPlan.set(e.planId, (byPlan.get(e.planId) ?? 0) + e.amount);
  }
  for (const [id, d] of [...byLine].sort(([a], [b]) => Number(BigInt(a) - BigInt(b)))) {
    await db
      .updateTable('purchasing_plan_lines')
      .set((eb) => ({
        ordered_quantity: eb('ordered_quantity', '+', d.quantity),
        ordered_amount: sql<string>`ordered_amount + ${d.amount}`,
        received_quantity: eb('received_quantity', '+', d.rq),
        received_amount: sql<string>`received_amount + ${d.ra}`,
        updated_at: now,
      }))
      .where('id', '=', id)
      .execute();
  }
  for (const [id, amount] of byPlan) {
    if (amount === 0) continue;
    await db
      .updateTable('purchasing_plans')
      .set({ committed: sql<string>`committed + ${amount}`, updated_at: now })
      .where('id', '=', id)
      .execute();
  }
}

export async function log(
  db: Executor,
  rows: { organizationId: string; planId: string; planName: string; action: string; detail: string }[],
  actorId: string | null,
  now: Date,
) {
  if (rows.length === 0) return;
  const name = actorId ? await actorName(db, actorId) : '系统';
  await db
    .insertInto('purchasing_plan_logs')
    .values(
      rows.map((r) => ({
        organization_id: r.organizationId,
        plan_id: r.planId,
        plan_name: r.planName,
        action: r.action,
        detail: r.detail,
        actor_id: actorId,
        actor_name: name,
        created_at: now,
      })),
    )
    .execute();
}

export const byId = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);

/** A plan an order takes past its budget: its budget, what was used before and what the order adds, fen. */
export interface PlanOverrun {
  planId: string;
  planName: string;
  budget: number;
  used: number;
  amount: number;
}

/**
 * What happens to an order that takes a plan past its budget: refused (40920); deferred (nothing is
 * committed, the overruns are answered: the submission waits for a purchasing manager); or approved by
 * one (committed, the plan's allowance raised, the approval logged).
 */
export type OverrunPolicy =
  { kind: 'refuse' } | { kind: 'defer' } | { kind: 'approved'; approverName: string; reason: string };

/**
 * Commits what order lines take of their plans, in the submission's transaction: each plan must be the
 * caller's organization's (404) and executing (409); each plan line must be the plan's, name the ordered
 * goods and still have the quantity pending (409); and the plan's committed amount plus this order must
 * stay within its budget (40920, with the figures in `data`), unless `overrun` says otherwise. Answers the
 * overruns a deferring policy found (then nothing was committed).
 */
export async function commitPlanOrders(
  db: Executor,
  auth: AuthContext,
  lines: readonly PlanOrderLine[],
  now: Date,
  overrun: OverrunPolicy = { kind: 'refuse' },
): Promise<PlanOverrun[]> {
  if (lines.length === 0) return [];
  const plans = [...new Set(lines.map((l) => l.planId))].sort(byId);
  const entries: LedgerEntry[] = [];
  const logs: Parameters<typeof log>[1] = [];
  const overruns: PlanOverrun[] = [];
  for (const planId of plans) {
    const plan = await lockPlan(db, auth.organizationId, planId);
    if (!plan) throw AppError.notFound(PLAN_LEDGER_MESSAGES.planNotFound);
    if (plan.status !== 'executing') {
      const label = PLAN_STATUS_LABELS[plan.status as PlanStatus] ?? plan.status;
      throw AppError.conflict(`采购计划「${plan.name}」${label}，只有执行中的计划可以下单`);
    }
    const mine = lines.filter((l) => l.planId === planId);
    const rows = await db
      .selectFrom('purchasing_plan_lines')
      .select(['id', 'goods_id', 'name', 'quantity', 'ordered_quantity'])
      .where('plan_id', '=', planId)
      .where(
        'id',
        'in',
        mine.map((l) => l.planLineId),
      )
      .forUpdate()
      .execute();
    const found = new Map(rows.map((r) => [r.id, r]));
    const asked = new Map<string, number>();
    let amount = 0;
    for (const l of mine) {
      const row = found.get(l.planLineId);
      if (!row) throw AppError.notFound(PLAN_LEDGER_MESSAGES.lineNotFound);
      if (row.goods_id !== l.goodsId) throw AppError.badRequest(PLAN_LEDGER_MESSAGES.goodsMismatch);
      const total = (asked.get(row.id) ?? 0) + l.num;
      asked.set(row.id, total);
      const pending = row.quantity - row.ordered_quantity;
      if (total > pending) {
        throw AppError.conflict(
          `「${row.name}」超出计划数量：计划 ${row.quantity}，已下单 ${row.ordered_quantity}，本次 ${total}`,
        );
      }
      amount += l.price * l.num;
      entries.push({
        organizationId: auth.organizationId,
        planId,
        planLineId: l.planLineId,
        orderId: l.orderId,
        orderLineId: l.orderLineId,
        kind: 'order',
        quantity: l.num,
        amount: l.price * l.num,
      });
    }
    const budget = Number(plan.budget);
    const used = Number(plan.committed);
    if (used + amount > budget && overrun.kind === 'defer') {
      overruns.push({ planId, planName: plan.name, budget, used, amount });
    } else if (used + amount > budget && overrun.kind === 'approved') {
      // The allowance rises by what this order takes past the budget and what was approved before.
      await sql`UPDATE purchasing_plans SET approved_overrun = greatest(approved_overrun,
        ${used + amount}::bigint - budget), updated_at = ${now} WHERE id = ${planId}::bigint`.execute(db);
      logs.push({
        organizationId: auth.organizationId,
        planId,
        planName: plan.name,
        action: '审批超预算',
        detail: `${overrun.approverName} 批准超出预算：预算 ${formatFen(budget)}，已用 ${formatFen(used)}，本次 ${formatFen(amount)}；理由：${overrun.reason || '（未填写）'}`,
      });
    } else if (used + amount > budget) {
      throw new AppError(
        PLAN_ERROR_CODES.overBudget,
        `超出采购计划「${plan.name}」的预算：本次下单 ${formatFen(amount)}，剩余预算 ${formatFen(budget - used)}`,
        409,
        { planId, budget, used, remaining: budget - used, amount },
      );
    }
    const orderNos = [...new Set(mine.map((l) => l.orderNo))].join('、');
    logs.push({
      organizationId: auth.organizationId,
      planId,
      planName: plan.name,
      action: '下单',
      detail: `订单 ${orderNos}，占用预算 ${formatFen(amount)}`,
    });
  }
  if (overruns.length > 0) return overruns;
  await record(db, entries, auth.userId, now);
  await log(db, logs, auth.userId, now);
  return [];
}

/**
 * Gives back what a cancelled order committed of its plans (in the cancellation's transaction). An order
 * outside any plan, or one given back already, changes nothing.
 */
export async function releasePlanCommitments(
  db: Executor,
  orderId: string,
  actorId: string | null,
  now: Date,
): Promise<void> {
  const taken = await db
    .selectFrom('purchasing_plan_commitments as c')
    .select(['c.organization_id', 'c.plan_id', 'c.plan_line_id', 'c.order_line_id', 'c.quantity', 'c.amount'])
    .where('c.order_id', '=', orderId)
    .where('c.kind', '=', 'order')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('purchasing_plan_commitments as r')
            .select('r.id')
            .whereRef('r.order_line_id', '=', 'c.order_line_id')
            .where('r.kind', '=', 'release'),
        ),
      ),
    )
    .execute();
  if (taken.length === 0) return;
  const plans = [...new Set(taken.map((t) => t.plan_id))].sort(byId);
  const logs: Parameters<typeof log>[1] = [];
  const order = await db.selectFrom('orders').select('order_no').where('id', '=', orderId).executeTakeFirst();
  for (const planId of plans) {
    const plan = await lockPlan(db, taken.find((t) => t.plan_id === planId)!.organization_id, planId);
    if (!plan) continue;
    const amount = taken.filter((t) => t.plan_id === planId).reduce((n, t) => n + Number(t.amount), 0);
    logs.push({
      organizationId: taken[0]!.organization_id,
      planId,
      planName: plan.name,
      action: '取消订单',
      detail: `订单 ${order?.order_no ?? orderId} 已取消，释放预算 ${formatFen(amount)}`,
    });
  }
  await record(
    db,
    taken.map((t) => ({
      organizationId: t.organization_id,
      planId: t.plan_id,
      planLineId: t.plan_line_id,
      orderId,
      orderLineId: t.order_line_id,
      kind: 'release' as const,
      quantity: -t.quantity,
      amount: -Number(t.amount),
    })),
    actorId,
    now,
  );
  await log(db, logs, actorId, now);
}
