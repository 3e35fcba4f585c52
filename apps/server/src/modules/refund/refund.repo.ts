import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { OrderScope } from '../order/order-rules';
import { syncRefundRollups } from '../dashboard/rollup-writer';
import { emitRefundStatus } from '../open-platform/outbox';

/**
 * Who sees a refund: the buyer side sees the refunds of the orders it sees (a manager the organization's,
 * a purchaser those of its own orders), a supplier the refunds of orders addressed to it.
 */
export type RefundScope = OrderScope;

export interface RefundFilter {
  status?: string;
  keyword?: string;
}

export interface NewRefund {
  refundNo: string;
  orderId: string;
  organizationId: string;
  userId: string;
  supplierId: string;
  type: string;
  reason: string;
  description: string;
  amount: number;
  lineCount: number;
  quantity: number;
  searchText: string;
  idempotencyKey: string | null;
  requestHash: string | null;
  now: Date;
}

/** One line's share of an application. */
export interface LineHold {
  orderLineId: string;
  num: number;
  amount: number;
}

/** The refund statuses that answer a buyer's application (rollup-writer.ts counts the first of them). */
const RESPONSE_STATUSES = new Set(['TO_RETURN', 'REFUNDING', 'REJECTED']);

export interface RefundLogEntryRow {
  refundId: string;
  status: string;
  action: string;
  actorId: string | null;
  actorName: string;
  note?: string;
  at: Date;
}

export type RefundRow = NonNullable<Awaited<ReturnType<RefundRepo['refundById']>>>;
export type RefundLineRow = Awaited<ReturnType<RefundRepo['linesOf']>>[number];
export type LockedRefund = NonNullable<Awaited<ReturnType<RefundRepo['lockRefund']>>>;

const REFUND_COLUMNS = [
  'r.id',
  'r.refund_no',
  'r.order_id',
  'r.organization_id',
  'r.user_id',
  'r.supplier_id',
  'r.type',
  'r.status',
  'r.reason',
  'r.description',
  'r.amount',
  'r.line_count',
  'r.quantity',
  'r.return_address',
  'r.vendor_note',
  'r.return_carrier',
  'r.return_waybill_no',
  'r.return_shipped_at',
  'r.received_at',
  'r.refunded_at',
  'r.created_at',
  'r.updated_at',
] as const;

function likeOf(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** SQL of refunds, their lines, photos and logs, and what they hold of the order lines. */
export class RefundRepo {
  // ---- scope ----

  private scoped(db: Executor, scope: RefundScope) {
    let q = db.selectFrom('refunds as r').innerJoin('orders as o', 'o.id', 'r.order_id');
    if (scope.kind === 'vendor') q = q.where('r.supplier_id', '=', scope.supplierId);
    else {
      q = q.where('r.organization_id', '=', scope.organizationId);
      if (scope.userId) q = q.where('o.user_id', '=', scope.userId);
    }
    return q;
  }

  // ---- the order applied on ----

  /** The order as after-sales reads it, in the caller's scope (another's does not exist). */
  orderOf(db: Executor, scope: RefundScope, id: string) {
    let q = db
      .selectFrom('orders as o')
      .innerJoin('organizations as s', 's.id', 'o.supplier_id')
      .select(['o.id', 'o.order_no', 'o.status', 'o.supplier_id', 's.name as supplier_name', 'o.finished_at'])
      .where('o.id', '=', id);
    if (scope.kind === 'vendor') q = q.where('o.supplier_id', '=', scope.supplierId);
    else {
      q = q.where('o.organization_id', '=', scope.organizationId);
      if (scope.userId) q = q.where('o.user_id', '=', scope.userId);
    }
    return q.executeTakeFirst();
  }

  /** The order's lines with what refunds hold of them, in order. */
  orderLinesOf(db: Executor, orderId: string) {
    return db
      .selectFrom('order_lines')
      .select([
        'id',
        'goods_id',
        'name',
        'brand_name',
        'model',
        'spec',
        'unit',
        'image',
        'price',
        'num',
        'amount',
        'refund_num',
        'refund_amount',
      ])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  // ---- applying ----

  /**
   * The order lines named, of that order, locked in id order (the one order every change of their
   * refunded amounts takes, so concurrent applications queue instead of deadlocking).
   */
  lockOrderLines(db: Executor, orderId: string, lineIds: readonly string[]) {
    return db
      .selectFrom('order_lines')
      .select(['id', 'name', 'unit', 'num', 'price', 'amount', 'refund_num', 'refund_amount'])
      .where('order_id', '=', orderId)
      .where('id', 'in', lineIds.length ? lineIds : ['0'])
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /**
   * Adds the application's pieces and money to its order lines, each only if it still fits (the
   * pieces within what was bought, the money within what was paid and within price × pieces). Returns
   * the lines it changed: fewer than asked means some did not fit and the caller rolls back.
   */
  async holdLines(db: Executor, holds: readonly LineHold[]): Promise<string[]> {
    if (holds.length === 0) return [];
    const rows = await sql<{ id: string }>`
      UPDATE order_lines l
         SET refund_num = l.refund_num + m.n, refund_amount = l.refund_amount + m.a
        FROM unnest(${holds.map((h) => h.orderLineId)}::bigint[], ${holds.map((h) => h.num)}::int[],
                    ${holds.map((h) => h.amount)}::bigint[]) AS m(id, n, a)
       WHERE l.id = m.id
         AND l.refund_num + m.n <= l.num
         AND l.refund_amount + m.a <= l.amount
         AND m.a <= l.price * m.n
      RETURNING l.id::text AS id`.execute(db);
    return rows.rows.map((r) => r.id);
  }

  /** Gives back what a refund held of its order lines (rejected, withdrawn). */
  async releaseLines(db: Executor, refundId: string): Promise<void> {
    // Lines locked in id order first, as an application takes them.
    await sql`
      SELECT l.id FROM order_lines l
       WHERE l.id IN (SELECT order_line_id FROM refund_lines WHERE refund_id = ${refundId})
       ORDER BY l.id FOR UPDATE`.execute(db);
    await sql`
      UPDATE order_lines l
         SET refund_num = l.refund_num - rl.num, refund_amount = l.refund_amount - rl.amount
        FROM refund_lines rl
       WHERE rl.refund_id = ${refundId} AND l.id = rl.order_line_id`.execute(db);
  }

  async nextRefundNumber(db: Executor): Promise<number> {
    const row = await sql<{ n: string }>`SELECT nextval('refund_no_seq')::text AS n`.execute(db);
    return Number(row.rows[0]!.n);
  }

  /**
   * Inserts the refund. Undefined when the user's Idempotency-Key is taken: a concurrent application with
   * the same key waits here until the first one ends, then sees its row.
   */
  async insertRefund(db: Executor, r: NewRefund): Promise<string | undefined> {
    const row = await db
      .insertInto('refunds')
      .values({
        refund_no: r.refundNo,
        order_id: r.orderId,
        organization_id: r.organizationId,
        user_id: r.userId,
        supplier_id: r.supplierId,
        type: r.type,
        status: 'REFUND_APPLICATION',
        reason: r.reason,
        description: r.description,
        amount: r.amount,
        line_count: r.lineCount,
        quantity: r.quantity,
        search_text: r.searchText,
        idempotency_key: r.idempotencyKey,
        request_hash: r.requestHash,
        created_at: r.now,
        updated_at: r.now,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    // Every refund is written here and moves through setStatus: the open platform's events follow.
    if (row) await emitRefundStatus(db, [row.id], 'REFUND_APPLICATION', r.now);
    return row?.id;
  }

  refundByKey(db: Executor, userId: string, key: string) {
    return db
      .selectFrom('refunds')
      .select(['id', 'request_hash'])
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  async insertLines(db: Executor, refundId: string, holds: readonly LineHold[]): Promise<void> {
    await db
      .insertInto('refund_lines')
      .values(
        holds.map((h) => ({
          refund_id: refundId,
          order_line_id: h.orderLineId,
          num: h.num,
          amount: h.amount,
        })),
      )
      .execute();
  }

  /** Gives the caller's unused photos to the refund; how many it took. */
  async attachPhotos(
    db: Executor,
    refundId: string,
    userId: string,
    photoIds: readonly string[],
  ): Promise<number> {
    if (photoIds.length === 0) return 0;
    const rows = await db
      .updateTable('refund_photos')
      .set({ refund_id: refundId })
      .where('id', 'in', photoIds)
      .where('user_id', '=', userId)
      .where('refund_id', 'is', null)
      .returning('id')
      .execute();
    return rows.length;
  }

  async log(db: Executor, entries: readonly RefundLogEntryRow[]): Promise<void> {
    if (entries.length === 0) return;
    await db
      .insertInto('refund_logs')
      .values(
        entries.map((e) => ({
          refund_id: e.refundId,
          status: e.status,
          action: e.action,
          actor_id: e.actorId,
          actor_name: e.actorName,
          note: e.note ?? '',
          created_at: e.at,
        })),
      )
      .execute();
    // The supplier's first answer (to return, to refund, rejected) is the after-sales response time of the
    // dashboard's scorecards: its rollups follow in this transaction.
    const answered = entries.filter((e) => RESPONSE_STATUSES.has(e.status)).map((e) => e.refundId);
    await syncRefundRollups(db, [...new Set(answered)]);
  }

  // ---- transitions ----

  /** The refund, locked for a transition, in the caller's scope (another's does not exist). */
  lockRefund(db: Executor, scope: RefundScope, id: string) {
    return this.scoped(db, scope)
      .select(['r.id', 'r.status', 'r.type', 'r.amount', 'r.organization_id'])
      .where('r.id', '=', id)
      .forUpdate(['r'])
      .executeTakeFirst();
  }

  /** Moves one refund (or several, the same way) on: status and what the step records. */
  async update(
    db: Executor,
    id: string | readonly string[],
    patch: {
      status: string;
      now: Date;
      returnAddress?: string;
      vendorNote?: string;
      carrier?: string;
      waybillNo?: string;
      received?: boolean;
      refunded?: boolean;
    },
  ): Promise<void> {
    await db
      .updateTable('refunds')
      .set({
        status: patch.status,
        updated_at: patch.now,
        ...(patch.returnAddress !== undefined ? { return_address: patch.returnAddress } : {}),
        ...(patch.vendorNote !== undefined ? { vendor_note: patch.vendorNote } : {}),
        ...(patch.carrier !== undefined
          ? {
              return_carrier: patch.carrier,
              return_waybill_no: patch.waybillNo ?? '',
              return_shipped_at: patch.now,
            }
          : {}),
        ...(patch.received ? { received_at: patch.now } : {}),
        ...(patch.refunded ? { refunded_at: patch.now } : {}),
      })
      .where('id', 'in', typeof id === 'string' ? [id] : id)
      .execute();
    await emitRefundStatus(db, typeof id === 'string' ? [id] : id, patch.status, patch.now);
  }

  /** How long this transaction waits for a row lock before it fails (ms). */
  async lockTimeout(db: Executor, ms: number): Promise<void> {
    await sql`SELECT set_config('lock_timeout', ${String(ms)}, true)`.execute(db);
  }

  /** Refunds waiting to be paid back, locked (other workers skip them). */
  dueRefunds(db: Executor, limit: number) {
    return db
      .selectFrom('refunds')
      .select(['id', 'organization_id', 'amount'])
      .where('status', '=', 'REFUNDING')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
  }

  /**
   * The named refunds still waiting to be paid, locked, waiting for rows another transaction holds (in id
   * order, as every sweep takes them); a row that stopped being due meanwhile is left out.
   */
  dueRefundsById(db: Executor, ids: readonly string[]) {
    return db
      .selectFrom('refunds')
      .select(['id', 'organization_id', 'amount'])
      .where('id', 'in', ids.length ? ids : ['0'])
      .where('status', '=', 'REFUNDING')
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  // ---- reading ----

  private filtered(db: Executor, scope: RefundScope, f: RefundFilter, withStatus: boolean) {
    let q = this.scoped(db, scope);
    if (withStatus && f.status) q = q.where('r.status', '=', f.status);
    if (f.keyword) q = q.where('r.search_text', 'ilike', likeOf(f.keyword));
    return q;
  }

  private withNames<T extends ReturnType<RefundRepo['scoped']>>(q: T) {
    return q
      .innerJoin('organizations as s', 's.id', 'r.supplier_id')
      .innerJoin('organizations as b', 'b.id', 'r.organization_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select([
        ...REFUND_COLUMNS,
        'o.order_no',
        'o.status as order_status',
        'o.amount as order_amount',
        's.name as supplier_name',
        'b.name as buyer_organization_name',
        sql<string>`coalesce(nullif(u.fullname, ''), u.username)`.as('applicant_name'),
      ]);
  }

  async page(db: Executor, scope: RefundScope, f: RefundFilter, offset: number, limit: number) {
    const rows = await this.withNames(this.filtered(db, scope, f, true))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    const counts = await this.filtered(db, scope, f, false)
      .select(['r.status', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('r.status')
      .execute();
    return { rows, counts: counts.map((c) => ({ status: c.status, n: Number(c.n) })) };
  }

  refundById(db: Executor, scope: RefundScope, id: string) {
    return this.withNames(this.scoped(db, scope)).where('r.id', '=', id).executeTakeFirst();
  }

  /** The lines of the refunds with their goods (as ordered), in order; with `perRefund`, only the first. */
  linesOf(db: Executor, refundIds: readonly string[], perRefund?: number) {
    let q = db
      .selectFrom((eb) =>
        eb
          .selectFrom('refund_lines as rl')
          .innerJoin('order_lines as l', 'l.id', 'rl.order_line_id')
          .select([
            'rl.id',
            'rl.refund_id',
            'rl.order_line_id',
            'rl.num',
            'rl.amount',
            'l.goods_id',
            'l.sku_code',
            'l.name',
            'l.brand_name',
            'l.model',
            'l.spec',
            'l.unit',
            'l.image',
            'l.price',
          ])
          .select(sql<number>`row_number() OVER (PARTITION BY rl.refund_id ORDER BY rl.id)`.as('n'))
          .where('rl.refund_id', 'in', refundIds.length ? refundIds : ['0'])
          .as('x'),
      )
      .selectAll();
    if (perRefund) q = q.where('x.n', '<=', perRefund);
    return q.orderBy('x.refund_id').orderBy('x.id').execute();
  }

  photosOf(db: Executor, refundId: string) {
    return db
      .selectFrom('refund_photos')
      .select(['id', 'content_type', 'size'])
      .where('refund_id', '=', refundId)
      .orderBy('id')
      .execute();
  }

  logsOf(db: Executor, refundId: string) {
    return db
      .selectFrom('refund_logs')
      .select(['status', 'action', 'actor_name', 'note', 'created_at'])
      .where('refund_id', '=', refundId)
      .orderBy('id')
      .execute();
  }
}
