import { sql, type ExpressionBuilder } from 'kysely';
import { MAX_CREDIT_LIMIT_FEN, safeFen } from '@pm/contract/money';
import type { DB } from '../../db/schema';
import type { Executor } from '../../db/database';

/**
 * Who sees an order: the buyer organization's orders (with `userId`, only those that user placed), or
 * the orders addressed to a supplier.
 */
export type OrderScope =
  { kind: 'buyer'; organizationId: string; userId: string | null } | { kind: 'vendor'; supplierId: string };

export interface OrderFilter {
  status?: string;
  keyword?: string;
  /** Placed at or after (inclusive) / before (exclusive). */
  from?: Date;
  until?: Date;
}

export interface NewOrder {
  orderNo: string;
  submissionId: string;
  organizationId: string;
  userId: string;
  supplierId: string;
  goodsAmount: number;
  freight: number;
  lineCount: number;
  quantity: number;
  address: unknown;
  invoice: unknown;
  remarks: string;
  divisionCode: string;
  expectedDate: string | null;
  searchText: string;
  now: Date;
}

export interface NewOrderLine {
  goodsId: string;
  skuCode: string;
  name: string;
  brandName: string;
  model: string;
  spec: string;
  unit: string;
  image: string;
  num: number;
  price: number;
  deliveryDays: number | null;
}

export interface StockRow {
  goods_id: string;
  warehouse_id: string;
  quantity: number;
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
  'o.division_code',
  'o.carrier',
  'o.waybill_no',
  'o.shipped_at',
  'o.auto_confirm_at',
  'o.finished_at',
  'o.created_at',
] as const;

/** SQL of orders, their lines, stock allocations, logs, submissions and the organizations' credit. */
export class OrderRepo {
  // ---- submission ----

  /** The caller's cart lines among `ids`, locked until the transaction ends (two tabs settle once). */
  lockCartLines(db: Executor, userId: string, ids: readonly string[]) {
    return db
      .selectFrom('cart_lines')
      .select(['id', 'goods_id'])
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /**
   * Records a submission under its key. Undefined when the key is taken: a concurrent transaction with
   * the same key waits here until the first one ends, then sees its row.
   */
  async insertSubmission(
    db: Executor,
    s: { organizationId: string; userId: string; key: string; hash: string; now: Date },
  ): Promise<string | undefined> {
    const row = await db
      .insertInto('order_submissions')
      .values({
        organization_id: s.organizationId,
        user_id: s.userId,
        idempotency_key: s.key,
        request_hash: s.hash,
        created_at: s.now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  submissionByKey(db: Executor, userId: string, key: string) {
    return db
      .selectFrom('order_submissions')
      .select(['id', 'request_hash'])
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  async ordersOfSubmission(db: Executor, submissionId: string) {
    return db
      .selectFrom('orders')
      .select(['id', 'order_no', 'amount'])
      .where('submission_id', '=', submissionId)
      .orderBy('id')
      .execute();
  }

  /** Locks the goods rows (in id order: the one order every stock change takes). */
  async lockGoods(db: Executor, goodsIds: readonly string[]): Promise<void> {
    await sql`SELECT id FROM goods WHERE id = ANY (${[...goodsIds]}::bigint[]) ORDER BY id FOR NO KEY UPDATE`.execute(
      db,
    );
  }

  /**
   * Stock of the goods in the warehouses serving the province (all warehouses without one), locked,
   * fastest warehouse first: the order stock is taken in.
   */
  async lockStock(db: Executor, goodsIds: readonly string[], province: string | null): Promise<StockRow[]> {
    const rows = await sql<StockRow>`
      SELECT st.goods_id::text AS goods_id, st.warehouse_id::text AS warehouse_id, st.quantity
      FROM goods_stock st JOIN warehouses w ON w.id = st.warehouse_id
      WHERE st.goods_id = ANY (${[...goodsIds]}::bigint[]) AND st.quantity > 0
        AND (${province}::text IS NULL OR ${province}::text = ANY (w.serves))
      ORDER BY st.goods_id, w.delivery_days, st.warehouse_id
      FOR UPDATE OF st`.execute(db);
    return rows.rows;
  }

  /** Takes (or, negative, gives back) stock per warehouse and keeps goods.stock_total and sales in step. */
  async moveStock(
    db: Executor,
    moves: readonly { goodsId: string; warehouseId: string; quantity: number }[],
  ): Promise<void> {
    if (moves.length === 0) return;
    const goodsIds = moves.map((m) => m.goodsId);
    const warehouseIds = moves.map((m) => m.warehouseId);
    const quantities = moves.map((m) => m.quantity);
    await sql`
      UPDATE goods_stock st SET quantity = st.quantity - m.q
      FROM unnest(${goodsIds}::bigint[], ${warehouseIds}::bigint[], ${quantities}::int[]) AS m(g, w, q)
      WHERE st.goods_id = m.g AND st.warehouse_id = m.w`.execute(db);
    await sql`
      UPDATE goods g SET stock_total = g.stock_total - m.q, sales = greatest(g.sales + m.q, 0)
      FROM (SELECT g, sum(q)::int AS q FROM unnest(${goodsIds}::bigint[], ${quantities}::int[]) AS x(g, q)
            GROUP BY g) m
      WHERE g.id = m.g`.execute(db);
  }

  /** Takes `amount` from the organization's credit if it covers it; false when it does not. */
  async takeCredit(db: Executor, organizationId: string, amount: number, now: Date): Promise<boolean> {
    const row = await db
      .updateTable('organization_credits')
      .set({ used: sql`used + ${amount}::bigint`, updated_at: now })
      .where('organization_id', '=', organizationId)
      .where(sql<boolean>`used + ${amount}::bigint <= credit_limit`)
      .returning('organization_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async giveCredit(db: Executor, organizationId: string, amount: number, now: Date): Promise<void> {
    await db
      .updateTable('organization_credits')
      .set({ used: sql`greatest(used - ${amount}::bigint, 0)`, updated_at: now })
      .where('organization_id', '=', organizationId)
      .execute();
  }

  /**
   * The organization's credit limit and what is used of it, fen. No endpoint sets a limit (a migration
   * gives each buyer organization the default); one above MAX_CREDIT_LIMIT_FEN reads as the cap, so
   * both stay safe integers. (Taking credit compares the stored bigint values in SQL.)
   */
  async credit(db: Executor, organizationId: string): Promise<{ limit: number; used: number }> {
    const cap = sql.lit(MAX_CREDIT_LIMIT_FEN);
    const row = await db
      .selectFrom('organization_credits')
      .select([
        sql<string>`least(credit_limit, ${cap})`.as('credit_limit'),
        sql<string>`least(used, ${cap})`.as('used'),
      ])
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    return { limit: safeFen(row?.credit_limit ?? 0), used: safeFen(row?.used ?? 0) };
  }

  /** `count` numbers of the order sequence, in one statement. */
  async nextOrderNumbers(db: Executor, count: number): Promise<number[]> {
    const rows = await sql<{ n: string }>`
      SELECT nextval('order_no_seq')::text AS n FROM generate_series(1, ${count}::int)`.execute(db);
    return rows.rows.map((r) => Number(r.n));
  }

  /** Inserts orders in one statement; their ids by order number. */
  async insertOrders(db: Executor, orders: readonly NewOrder[]): Promise<Map<string, string>> {
    const rows = await db
      .insertInto('orders')
      .values(
        orders.map((o) => ({
          order_no: o.orderNo,
          submission_id: o.submissionId,
          organization_id: o.organizationId,
          user_id: o.userId,
          supplier_id: o.supplierId,
          status: 'PACKAGING',
          goods_amount: o.goodsAmount,
          freight: o.freight,
          amount: o.goodsAmount + o.freight,
          line_count: o.lineCount,
          quantity: o.quantity,
          address: JSON.stringify(o.address),
          invoice: o.invoice === null ? null : JSON.stringify(o.invoice),
          remarks: o.remarks,
          division_code: o.divisionCode,
          expected_date: o.expectedDate,
          search_text: o.searchText,
          created_at: o.now,
          updated_at: o.now,
        })),
      )
      .returning(['id', 'order_no'])
      .execute();
    return new Map(rows.map((r) => [r.order_no, r.id]));
  }

  /** Inserts the lines of several orders in one statement; their ids by `<order id>/<goods id>`. */
  async insertLines(
    db: Executor,
    lines: readonly (NewOrderLine & { orderId: string })[],
  ): Promise<Map<string, string>> {
    const rows = await db
      .insertInto('order_lines')
      .values(
        lines.map((l) => ({
          order_id: l.orderId,
          goods_id: l.goodsId,
          sku_code: l.skuCode,
          name: l.name,
          brand_name: l.brandName,
          model: l.model,
          spec: l.spec,
          unit: l.unit,
          image: l.image,
          num: l.num,
          price: l.price,
          amount: l.price * l.num,
          delivery_days: l.deliveryDays,
        })),
      )
      .returning(['id', 'order_id', 'goods_id'])
      .execute();
    return new Map(rows.map((r) => [`${r.order_id}/${r.goods_id}`, r.id]));
  }

  async insertLineStock(
    db: Executor,
    rows: readonly { lineId: string; warehouseId: string; quantity: number }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto('order_line_stock')
      .values(
        rows.map((r) => ({ order_line_id: r.lineId, warehouse_id: r.warehouseId, quantity: r.quantity })),
      )
      .execute();
  }

  async deleteCartLines(db: Executor, userId: string, ids: readonly string[]): Promise<void> {
    await db.deleteFrom('cart_lines').where('user_id', '=', userId).where('id', 'in', ids).execute();
  }

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

  async actorName(db: Executor, userId: string): Promise<string> {
    const row = await db
      .selectFrom('users as u')
      .innerJoin('organizations as o', 'o.id', 'u.organization_id')
      .select(['u.fullname', 'u.username', 'o.name'])
      .where('u.id', '=', userId)
      .executeTakeFirst();
    return row ? `${row.fullname || row.username}（${row.name}）` : '';
  }

  // ---- reading ----

  private scoped(db: Executor, scope: OrderScope) {
    let q = db.selectFrom('orders as o');
    if (scope.kind === 'vendor') q = q.where('o.supplier_id', '=', scope.supplierId);
    else {
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
  }

  /**
   * Puts goods a supplier received back (a return) into the warehouses their order lines took them from:
   * per line `num` units, in warehouse order, and the line's record of what it took shrinks by as much, so
   * that a second return of the same line goes on from there and never gives back more than was taken.
   * Goods are locked first, in id order, as an order's submission and cancellation lock them. Answers the
   * units put back.
   */
  async restock(db: Executor, lines: readonly { orderLineId: string; num: number }[]): Promise<number> {
    const ids = lines.filter((l) => l.num > 0).map((l) => l.orderLineId);
    if (ids.length === 0) return 0;
    const goods = await db.selectFrom('order_lines').select('goods_id').where('id', 'in', ids).execute();
    await this.lockGoods(
      db,
      [...new Set(goods.map((g) => g.goods_id))].sort((a, b) => Number(a) - Number(b)),
    );
    const taken = await db
      .selectFrom('order_line_stock as s')
      .innerJoin('order_lines as l', 'l.id', 's.order_line_id')
      .select(['s.order_line_id', 'l.goods_id', 's.warehouse_id', 's.quantity'])
      .where('s.order_line_id', 'in', ids)
      .orderBy('s.order_line_id')
      .orderBy('s.warehouse_id')
      .forUpdate('s')
      .execute();
    const left = new Map(lines.map((l) => [l.orderLineId, l.num]));
    const moves: { goodsId: string; warehouseId: string; quantity: number }[] = [];
    for (const t of taken) {
      const back = Math.min(t.quantity, left.get(t.order_line_id) ?? 0);
      if (back <= 0) continue;
      left.set(t.order_line_id, (left.get(t.order_line_id) ?? 0) - back);
      moves.push({ goodsId: t.goods_id, warehouseId: t.warehouse_id, quantity: -back });
      // A line that gives back all it took of a warehouse keeps no record of it (quantity > 0).
      if (back === t.quantity) {
        await db
          .deleteFrom('order_line_stock')
          .where('order_line_id', '=', t.order_line_id)
          .where('warehouse_id', '=', t.warehouse_id)
          .execute();
      } else {
        await db
          .updateTable('order_line_stock')
          .set({ quantity: t.quantity - back })
          .where('order_line_id', '=', t.order_line_id)
          .where('warehouse_id', '=', t.warehouse_id)
          .execute();
      }
    }
    await this.moveStock(db, moves);
    return moves.reduce((n, m) => n - m.quantity, 0);
  }

  /** What an order took from stock, to give back. */
  async stockOf(db: Executor, orderId: string) {
    const rows = await db
      .selectFrom('order_line_stock as s')
      .innerJoin('order_lines as l', 'l.id', 's.order_line_id')
      .select(['l.goods_id', 's.warehouse_id', 's.quantity'])
      .where('l.order_id', '=', orderId)
      .orderBy('l.goods_id')
      .orderBy('s.warehouse_id')
      .execute();
    return rows.map((r) => ({ goodsId: r.goods_id, warehouseId: r.warehouse_id, quantity: r.quantity }));
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
