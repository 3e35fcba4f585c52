/**
 * Receipts and refunds in the plans' ledger, written through its one write path (`record`, plan-ledger.ts)
 * in the transaction of the receipt or of the refund:
 * - a confirmed receipt (the buyer's, or the job's after the auto-confirm days) adds what each plan line's
 *   order line brought in: its quantity and amount less what refunds already gave back of it;
 * - a refund paid back (已退款, the refund job) gives back to the plan what it refunded of order lines
 *   ordered from a plan: the ordered quantity and amount and the budget used, and the received quantity
 *   and amount when the order's receipt was recorded before. The pending quantity grows again by as much.
 * Locks: the plans' rows last (after the order or refund rows and the credit the caller holds), in id
 * order, as checkout and cancellation take them.
 */
import { sql } from 'kysely';
import { formatFen } from '@pm/contract/format';
import type { Executor } from '../../db/database';
import { byId, lockPlan, log, record, type LedgerEntry } from './plan-ledger';

type LogRow = Parameters<typeof log>[1][number];

/** The plans of the entries locked in id order, and one log row per plan with the detail `say` writes. */
async function lockAndLog(
  db: Executor,
  entries: readonly LedgerEntry[],
  action: string,
  say: (mine: readonly LedgerEntry[]) => string,
): Promise<LogRow[]> {
  const logs: LogRow[] = [];
  for (const planId of [...new Set(entries.map((e) => e.planId))].sort(byId)) {
    const mine = entries.filter((e) => e.planId === planId);
    const plan = await lockPlan(db, mine[0]!.organizationId, planId);
    if (!plan) continue;
    logs.push({
      organizationId: mine[0]!.organizationId,
      planId,
      planName: plan.name,
      action,
      detail: say(mine),
    });
  }
  return logs;
}

/**
 * Records the receipt of orders (in the receipt's transaction): for each of their order lines ordered from
 * a plan, not cancelled and not received yet, the received quantity and amount (less what was refunded).
 */
export async function receivePlanOrders(
  db: Executor,
  orderIds: readonly string[],
  actorId: string | null,
  now: Date,
): Promise<void> {
  if (orderIds.length === 0) return;
  const rows = await db
    .selectFrom('purchasing_plan_commitments as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .select([
      'c.organization_id',
      'c.plan_id',
      'c.plan_line_id',
      'c.order_id',
      'c.order_line_id',
      'o.order_no',
    ])
    .select(['c.quantity', 'c.amount'])
    .select((eb) => [
      eb
        .selectFrom('purchasing_plan_commitments as r')
        .select(sql<string>`coalesce(sum(r.quantity), 0)`.as('q'))
        .whereRef('r.order_line_id', '=', 'c.order_line_id')
        .where('r.kind', '=', 'refund')
        .as('refunded_quantity'),
      eb
        .selectFrom('purchasing_plan_commitments as r')
        .select(sql<string>`coalesce(sum(r.amount), 0)`.as('a'))
        .whereRef('r.order_line_id', '=', 'c.order_line_id')
        .where('r.kind', '=', 'refund')
        .as('refunded_amount'),
    ])
    .where('c.order_id', 'in', orderIds)
    .where('c.kind', '=', 'order')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('purchasing_plan_commitments as x')
            .select('x.id')
            .whereRef('x.order_line_id', '=', 'c.order_line_id')
            .where('x.kind', 'in', ['release', 'receipt']),
        ),
      ),
    )
    .orderBy('c.order_line_id')
    .execute();
  const orderNo = new Map(rows.map((r) => [r.order_id, r.order_no]));
  const entries: LedgerEntry[] = rows.flatMap((r) => {
    // Refund rows are negative: what is left of the line once they are taken off.
    const quantity = r.quantity + Number(r.refunded_quantity ?? 0);
    const amount = Math.max(0, Number(r.amount) + Number(r.refunded_amount ?? 0));
    if (quantity <= 0) return [];
    return [
      {
        organizationId: r.organization_id,
        planId: r.plan_id,
        planLineId: r.plan_line_id,
        orderId: r.order_id,
        orderLineId: r.order_line_id,
        kind: 'receipt' as const,
        quantity: 0,
        amount: 0,
        receivedQuantity: quantity,
        receivedAmount: amount,
      },
    ];
  });
  if (entries.length === 0) return;
  const logs = await lockAndLog(db, entries, '收货', (mine) => {
    const nos = [...new Set(mine.map((e) => orderNo.get(e.orderId)))].join('、');
    const q = mine.reduce((n, e) => n + (e.receivedQuantity ?? 0), 0);
    const a = mine.reduce((n, e) => n + (e.receivedAmount ?? 0), 0);
    return `订单 ${nos} 已确认收货，收货 ${q} 件，金额 ${formatFen(a)}`;
  });
  await record(db, entries, actorId, now);
  await log(db, logs, actorId, now);
}

/**
 * Gives back to their plans what refunds paid back (in the refund job's transaction): per refund line of
 * an order line ordered from a plan (and not cancelled), the refunded quantity and amount leave the
 * ordered figures and the budget used, and the received figures when the receipt came first. A refund
 * given back already changes nothing.
 */
export async function refundPlanLines(
  db: Executor,
  refundIds: readonly string[],
  actorId: string | null,
  now: Date,
): Promise<void> {
  if (refundIds.length === 0) return;
  const rows = await db
    .selectFrom('refund_lines as rl')
    .innerJoin('refunds as rf', 'rf.id', 'rl.refund_id')
    .innerJoin('purchasing_plan_commitments as c', (j) =>
      j.onRef('c.order_line_id', '=', 'rl.order_line_id').on('c.kind', '=', 'order'),
    )
    .select(['rl.refund_id', 'rf.refund_no', 'rl.order_line_id', 'rl.num', 'rl.amount'])
    .select(['c.organization_id', 'c.plan_id', 'c.plan_line_id', 'c.order_id'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('purchasing_plan_commitments as x')
            .select('x.id')
            .whereRef('x.order_line_id', '=', 'c.order_line_id')
            .where('x.kind', '=', 'receipt'),
        )
        .as('received'),
    )
    .where('rl.refund_id', 'in', refundIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('purchasing_plan_commitments as x')
            .select('x.id')
            .whereRef('x.order_line_id', '=', 'c.order_line_id')
            .where('x.kind', '=', 'release'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('purchasing_plan_commitments as y')
            .select('y.id')
            .whereRef('y.order_line_id', '=', 'c.order_line_id')
            .whereRef('y.refund_id', '=', 'rl.refund_id')
            .where('y.kind', '=', 'refund'),
        ),
      ),
    )
    .orderBy('rl.refund_id')
    .orderBy('rl.order_line_id')
    .execute();
  const refundNo = new Map(rows.map((r) => [r.refund_id, r.refund_no]));
  const entries: LedgerEntry[] = rows.map((r) => {
    const amount = Number(r.amount);
    return {
      organizationId: r.organization_id,
      planId: r.plan_id,
      planLineId: r.plan_line_id,
      orderId: r.order_id,
      orderLineId: r.order_line_id,
      kind: 'refund' as const,
      quantity: -r.num,
      amount: -amount,
      receivedQuantity: r.received ? -r.num : 0,
      receivedAmount: r.received ? -amount : 0,
      refundId: r.refund_id,
    };
  });
  if (entries.length === 0) return;
  const logs = await lockAndLog(db, entries, '退款', (mine) => {
    const nos = [...new Set(mine.map((e) => refundNo.get(e.refundId!)))].join('、');
    const q = mine.reduce((n, e) => n - e.quantity, 0);
    const a = mine.reduce((n, e) => n - e.amount, 0);
    return `售后单 ${nos} 已退款 ${q} 件，释放预算 ${formatFen(a)}`;
  });
  await record(db, entries, actorId, now);
  await log(db, logs, actorId, now);
}
