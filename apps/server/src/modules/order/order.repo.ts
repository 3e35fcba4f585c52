import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import type { Executor } from '../../db/database';
import { syncOrderRollups } from '../dashboard/rollup-writer';
import type { OrderScope } from './order-rules';
import { emitOrderStatus } from '../open-platform/outbox';

export interface OrderFilter {
  status?: string;
  keyword?: string;
  /** Placed at or after (inclusive) / before (exclusive). */
  from?: Date;
  until?: Date;
}

export type OrderRow = NonNullable<Awaited<ReturnType<OrderRepo['orderById']>>>;
export type OrderLineRow = Awaited<ReturnType<OrderRepo['linesOf']>>[number];

/**
 * The after-sales statuses of §3 an order list filters by: orders with a refund in that status (已退货
 * RETIRED: a return whose goods the supplier received), while the order keeps its fulfilment status.
 */
export const AFTER_SALE_FILTERS = [
  'REFUND_APPLICATION',
  'TO_RETURN',
  'RETURNING',
  'REFUNDING',
  'RETURNED',
  'RETIRED',
] as const;

function isAfterSale(status: string): boolean {
  return (AFTER_SALE_FILTERS as readonly string[]).includes(status);
}

/** `EXISTS` a refund of the order `o` in the after-sales status. */
function hasRefundIn(eb: ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>, status: string) {
  return eb.exists(
    eb
      .selectFrom('refunds as rf')
      .select(sql`1`.as('one'))
      .whereRef('rf.order_id', '=', 'o.id')
      .where((w) =>
        status === 'RETIRED'
          ? w.and([w('rf.type', '=', 'RETURN'), w('rf.received_at', 'is not', null)])
          : w('rf.status', '=', status),
      ),
  );
}

const ORDER_COLUMNS = [
  'o.id',
  'o.order_no',
  'o.submission_id',
  'o.organization_id',
  'o.user_id',
  'o.supplier_id',
  'o.status',
  'o.goods_amount',
  'o.freight',
  'o.amount',
  'o.line_count',
  'o.quantity',
  'o.address',
  'o.invoice',
  'o.remarks',
  'o.po_number',
  'o.cost_center',
  'o.division_code',
  'o.carrier',
  'o.waybill_no',
  'o.shipped_at',
  'o.auto_confirm_at',
  'o.finished_at',
  'o.created_at',
] as const;

/**
 * SQL of orders as they are read and move on: lists, detail, lines, logs, transitions and the due
 * confirmations. Checkout writes them (checkout.repo); stock and credit have their own repos.
 */
export class OrderRepo {
  async log(
    db: Executor,
    entries: readonly {
      orderId: string;
      status: string;
      action: string;
      actorId: string | null;
      actorName: string;
      note?: string;
      at: Date;
    }[],
  ): Promise<void> {
    if (entries.length === 0) return;
    await db
      .insertInto('order_logs')
      .values(
        entries.map((e) => ({
          order_id: e.orderId,
          status: e.status,
          action: e.action,
          actor_id: e.actorId,
          actor_name: e.actorName,
          note: e.note ?? '',
          created_at: e.at,
        })),
      )
      .execute();
  }

  // ---- reading ----

  private scoped(db: Executor, scope: OrderScope) {
    let q = db.selectFrom('orders as o');
    if (scope.kind === 'vendor') {
      // An order waiting for the buyer's approval (待审批) does not reach its supplier yet.
      q = q.where('o.supplier_id', '=', scope.supplierId).where('o.status', '<>', 'APPROVING');
    } else {
      q = q.where('o.organization_id', '=', scope.organizationId);
      if (scope.userId) q = q.where('o.user_id', '=', scope.userId);
    }
    return q;
  }

  private filtered(db: Executor, scope: OrderScope, f: OrderFilter, withStatus: boolean) {
    let q = this.scoped(db, scope);
    if (withStatus && f.status) {
      const status = f.status;
      q = isAfterSale(status) ? q.where((eb) => hasRefundIn(eb, status)) : q.where('o.status', '=', status);
    }
    if (f.keyword) {
      const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where('o.search_text', 'ilike', like);
    }
    if (f.from) q = q.where('o.created_at', '>=', f.from);
    if (f.until) q = q.where('o.created_at', '<', f.until);
    return q;
  }

  private withNames<T extends ReturnType<OrderRepo['scoped']>>(q: T) {
    return q
      .innerJoin('organizations as s', 's.id', 'o.supplier_id')
      .innerJoin('organizations as b', 'b.id', 'o.organization_id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select([
        ...ORDER_COLUMNS,
        sql<string | null>`to_char(o.expected_date, 'YYYY-MM-DD')`.as('expected_date'),
        's.name as supplier_name',
        'b.name as buyer_organization_name',
        sql<string>`coalesce(nullif(u.fullname, ''), u.username)`.as('buyer_name'),
        // A line with pieces and money left to a new after-sales application.
        sql<boolean>`EXISTS (SELECT 1 FROM order_lines rl WHERE rl.order_id = o.id
          AND rl.refund_num < rl.num AND rl.refund_amount < rl.amount)`.as('refundable'),
        // The newest after-sales application still open on the order (null: none).
        sql<string | null>`(SELECT rf.status FROM refunds rf WHERE rf.order_id = o.id
          AND rf.status IN ('REFUND_APPLICATION', 'TO_RETURN', 'RETURNING', 'REFUNDING')
          ORDER BY rf.created_at DESC, rf.id DESC LIMIT 1)`.as('open_refund_status'),
      ]);
  }

  async page(db: Executor, scope: OrderScope, f: OrderFilter, offset: number, limit: number) {
    const rows = await this.withNames(this.filtered(db, scope, f, true))
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    const counts = await this.filtered(db, scope, f, false)
      .select(['o.status', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('o.status')
      .execute();
    // Orders with a refund in each after-sales status (an order may count under several).
    const inList = this.filtered(db, scope, f, false).select('o.id');
    const refunds = await db
      .selectFrom('refunds as rf')
      .select(['rf.status', sql<string>`count(DISTINCT rf.order_id)`.as('n')])
      .where('rf.order_id', 'in', inList)
      .where('rf.status', 'in', AFTER_SALE_FILTERS)
      .groupBy('rf.status')
      .unionAll(
        db
          .selectFrom('refunds as rf')
          .select([sql<string>`'RETIRED'`.as('status'), sql<string>`count(DISTINCT rf.order_id)`.as('n')])
          .where('rf.order_id', 'in', inList)
          .where('rf.type', '=', 'RETURN')
          .where('rf.received_at', 'is not', null),
      )
      .execute();
    return {
      rows,
      counts: counts.map((c) => ({ status: c.status, n: Number(c.n) })),
      // Refunds never rest in RETIRED: that count is only the second query's.
      afterSaleCounts: refunds.map((r) => ({ status: r.status, n: Number(r.n) })).filter((r) => r.n > 0),
    };
  }

  /** The order's after-sales applications, newest first. */
  refundsOf(db: Executor, orderId: string) {
    return db
      .selectFrom('refunds')
      .select(['id', 'refund_no', 'status', 'type', 'amount', 'created_at'])
      .where('order_id', '=', orderId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Rows for an export: the same filters, newest first, at most `limit`. */
  exportRows(db: Executor, scope: OrderScope, f: OrderFilter, limit: number) {
    return this.withNames(this.filtered(db, scope, f, true))
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(limit)
      .execute();
  }

  orderById(db: Executor, scope: OrderScope, id: string) {
    return this.withNames(this.scoped(db, scope)).where('o.id', '=', id).executeTakeFirst();
  }

  /** The order's status, locked for a transition. */
  lockOrder(db: Executor, scope: OrderScope, id: string) {
    return this.scoped(db, scope)
      .select(['o.id', 'o.status', 'o.organization_id', 'o.amount'])
      .where('o.id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The lines of the orders, in order; with `perOrder`, only the first lines of each. */
  linesOf(db: Executor, orderIds: readonly string[], perOrder?: number) {
    let q = db
      .selectFrom((eb) =>
        eb
          .selectFrom('order_lines')
          .selectAll()
          .select(sql<number>`row_number() OVER (PARTITION BY order_id ORDER BY id)`.as('n'))
          .where('order_id', 'in', orderIds.length ? orderIds : ['0'])
          .as('l'),
      )
      .selectAll();
    if (perOrder) q = q.where('l.n', '<=', perOrder);
    return q.orderBy('l.order_id').orderBy('l.id').execute();
  }

  logsOf(db: Executor, orderId: string) {
    return db
      .selectFrom('order_logs')
      .select(['status', 'action', 'actor_name', 'note', 'created_at'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  /** Moves orders to a status (with the shipment's facts, the due confirmation, the finish time). */
  async setStatus(
    db: Executor,
    ids: readonly string[],
    patch: {
      status: string;
      now: Date;
      carrier?: string;
      waybillNo?: string;
      autoConfirmAt?: Date | null;
      finished?: boolean;
    },
  ): Promise<void> {
    await db
      .updateTable('orders')
      .set({
        status: patch.status,
        updated_at: patch.now,
        ...(patch.carrier !== undefined
          ? { carrier: patch.carrier, waybill_no: patch.waybillNo ?? '', shipped_at: patch.now }
          : {}),
        ...(patch.autoConfirmAt !== undefined ? { auto_confirm_at: patch.autoConfirmAt } : {}),
        ...(patch.finished ? { finished_at: patch.now } : {}),
      })
      .where('id', 'in', ids.length ? ids : ['0'])
      .execute();
    // Every status change of an order passes here: the dashboard's rollups and the open platform's events
    // follow in this transaction.
    await syncOrderRollups(db, ids);
    await emitOrderStatus(db, ids, patch.status, patch.now);
  }

  /** Shipped orders whose automatic confirmation is due, locked (other workers skip them). */
  dueForConfirmation(db: Executor, now: Date, limit: number) {
    return db
      .selectFrom('orders')
      .select(['id'])
      .where('status', '=', 'DELIVERED')
      .where('auto_confirm_at', '<=', now)
      .orderBy('auto_confirm_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
  }
}
