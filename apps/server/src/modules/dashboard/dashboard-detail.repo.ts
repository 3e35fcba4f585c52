/**
 * The dashboard's detailed reads (SQL only): the order lines behind a figure, the collection (采购汇总)
 * per goods and supplier, and the suppliers' performance figures.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/database';
import {
  biddingObservations,
  type Filter,
  goodsRollup,
  quotationObservations,
  rollupWhere,
  type Scope,
} from './dashboard.repo';

export interface LineKeys {
  month?: string | undefined;
  goodsId?: string | undefined;
  orderId?: string | undefined;
  userId?: string | undefined;
  status?: string | undefined;
  noDepartment?: boolean | undefined;
  /** The Pareto's 其他 slice (the service turns it into `otherThan`). */
  otherSuppliers?: boolean | undefined;
  /** The Pareto's 其他 slice: lines of suppliers other than these (the named ones); null: none left over. */
  otherThan?: readonly string[] | null | undefined;
}

// The first instant of a China month: a timestamp (not a date, which AT TIME ZONE would read as midnight
// UTC and turn into a local time: 16 hours off) at China time.
const startOf = (month: string) => sql`(${`${month}-01`}::timestamp AT TIME ZONE 'Asia/Shanghai')`;
const endOf = (month: string) =>
  sql`((${`${month}-01`}::date + interval '1 month') AT TIME ZONE 'Asia/Shanghai')`;

function lineWhere(scope: Scope, f: Filter, k: LineKeys): RawBuilder<unknown> {
  const from = k.month ?? f.from;
  const to = k.month ?? f.to;
  const parts: RawBuilder<unknown>[] = [
    sql`o.created_at >= ${startOf(from)}`,
    sql`o.created_at < ${endOf(to)}`,
  ];
  if (k.month && (k.month < f.from || k.month > f.to)) parts.push(sql`false`);
  if (scope.kind === 'own') {
    parts.push(
      sql`o.organization_id = ${scope.organizationId}::bigint AND o.user_id = ${scope.userId}::bigint`,
    );
  } else if (scope.kind === 'org') {
    parts.push(sql`o.organization_id = ${scope.organizationId}::bigint`);
  } else if (scope.kind === 'supplier') {
    parts.push(sql`o.supplier_id = ${scope.organizationId}::bigint`);
  }
  if (f.departmentId) parts.push(sql`o.department_id = ${f.departmentId}::bigint`);
  if (k.noDepartment) parts.push(sql`o.department_id IS NULL`);
  if (f.supplierId) parts.push(sql`o.supplier_id = ${f.supplierId}::bigint`);
  if (f.categoryId) parts.push(sql`l.category_id = ${f.categoryId}::bigint`);
  if (k.goodsId) parts.push(sql`l.goods_id = ${k.goodsId}::bigint`);
  if (k.orderId) parts.push(sql`o.id = ${k.orderId}::bigint`);
  if (k.userId) parts.push(sql`o.user_id = ${k.userId}::bigint`);
  if (k.status) parts.push(sql`o.status = ${k.status}`);
  if (k.otherThan === null) parts.push(sql`false`);
  else if (k.otherThan) parts.push(sql`o.supplier_id <> ALL(${k.otherThan}::bigint[])`);
  return sql.join(parts, sql` AND `);
}

export interface LineRow {
  id: string;
  order_id: string;
  order_no: string;
  created_at: Date;
  status: string;
  user_name: string;
  department_name: string;
  supplier_id: string;
  supplier_name: string;
  category_name: string;
  goods_id: string;
  name: string;
  spec: string;
  unit: string;
  num: number;
  price: string;
  amount: string;
  list_price: string | null;
  refund: string;
}

export class DashboardDetailRepo {
  /** Whether an order is visible in the scope (the drill-down's order key). */
  async orderVisible(db: Executor, scope: Scope, orderId: string): Promise<boolean> {
    const who =
      scope.kind === 'own'
        ? sql`organization_id = ${scope.organizationId}::bigint AND user_id = ${scope.userId}::bigint`
        : scope.kind === 'org'
          ? sql`organization_id = ${scope.organizationId}::bigint`
          : scope.kind === 'supplier'
            ? sql`supplier_id = ${scope.organizationId}::bigint`
            : sql`true`;
    const r = await sql`SELECT 1 FROM orders WHERE id = ${orderId}::bigint AND ${who}`.execute(db);
    return r.rows.length > 0;
  }

  async lines(db: Executor, scope: Scope, f: Filter, k: LineKeys, limit: number, offset: number) {
    const r = await sql<LineRow>`
      SELECT l.id::text AS id, o.id::text AS order_id, o.order_no, o.created_at, o.status,
        coalesce(u.fullname, '') AS user_name, coalesce(d.name, '') AS department_name,
        o.supplier_id::text AS supplier_id, coalesce(s.name, '') AS supplier_name,
        coalesce(c.name, '') AS category_name, l.goods_id::text AS goods_id, l.name, l.spec, l.unit, l.num,
        l.price::text AS price, l.amount::text AS amount, l.list_price::text AS list_price,
        coalesce((SELECT sum(rl.amount) FROM refund_lines rl JOIN refunds rf ON rf.id = rl.refund_id
          AND rf.status = 'RETURNED' WHERE rl.order_line_id = l.id), 0)::text AS refund
      FROM order_lines l
      JOIN orders o ON o.id = l.order_id
      LEFT JOIN users u ON u.id = o.user_id
      LEFT JOIN departments d ON d.id = o.department_id
      LEFT JOIN organizations s ON s.id = o.supplier_id
      LEFT JOIN catalogs c ON c.id = l.category_id
      WHERE ${lineWhere(scope, f, k)}
      ORDER BY o.created_at DESC, l.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
    return r.rows;
  }

  async lineTotals(db: Executor, scope: Scope, f: Filter, k: LineKeys) {
    const r = await sql<{ n: number; num: string; amount: string; refund: string }>`
      SELECT count(*)::int AS n, coalesce(sum(l.num), 0)::text AS num, coalesce(sum(l.amount), 0)::text AS amount,
        coalesce(sum((SELECT sum(rl.amount) FROM refund_lines rl JOIN refunds rf ON rf.id = rl.refund_id
          AND rf.status = 'RETURNED' WHERE rl.order_line_id = l.id)), 0)::text AS refund
      FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE ${lineWhere(scope, f, k)}`.execute(db);
    return r.rows[0]!;
  }

  /** The collection's rows (goods × supplier, by amount), with the count of all rows and their totals. */
  async collection(
    db: Executor,
    scope: Scope,
    f: Filter,
    goodsId: string | undefined,
    limit: number,
    offset: number,
  ) {
    const goods = goodsId ? sql`AND r.goods_id = ${goodsId}::bigint` : sql``;
    const r = await sql<{
      goods_id: string;
      supplier_id: string;
      name: string;
      unit: string;
      supplier_name: string;
      quantity: string;
      amount: string;
      total: number;
      all_quantity: string;
      all_amount: string;
    }>`
      SELECT t.goods_id::text AS goods_id, t.supplier_id::text AS supplier_id, coalesce(g.name, '') AS name,
        coalesce(g.unit, '') AS unit, coalesce(s.name, '') AS supplier_name, t.quantity::text AS quantity,
        t.amount::text AS amount, t.total, t.all_quantity::text AS all_quantity, t.all_amount::text AS all_amount
      FROM (SELECT r.goods_id, r.supplier_id, sum(r.quantity) AS quantity, sum(r.amount) AS amount,
          count(*) OVER ()::int AS total, sum(sum(r.quantity)) OVER () AS all_quantity,
          sum(sum(r.amount)) OVER () AS all_amount
        FROM ${goodsRollup(scope, f).table} r WHERE ${rollupWhere(scope, f)} ${goods}
        GROUP BY r.goods_id, r.supplier_id
        ORDER BY sum(r.amount) DESC, r.goods_id, r.supplier_id LIMIT ${limit} OFFSET ${offset}) t
      LEFT JOIN goods g ON g.id = t.goods_id
      LEFT JOIN organizations s ON s.id = t.supplier_id
      ORDER BY t.amount::bigint DESC, t.goods_id, t.supplier_id`.execute(db);
    return r.rows;
  }

  /**
   * Monthly quantity and amount of some goods × supplier pairs; from the coarse rollup also each month's
   * latest line (its price, time and id), else nulls.
   */
  async collectionTrend(
    db: Executor,
    scope: Scope,
    f: Filter,
    pairs: readonly { goods: string; supplier: string }[],
  ) {
    if (pairs.length === 0) return [];
    const keys = sql.join(pairs.map((p) => sql`(${p.goods}::bigint, ${p.supplier}::bigint)`));
    const source = goodsRollup(scope, f);
    const last = source.coarse
      ? sql`(array_agg(r.last_price ORDER BY r.last_at DESC, r.last_line_id DESC))[1]::text AS last_price,
          max(r.last_at) AS last_at,
          (array_agg(r.last_line_id ORDER BY r.last_at DESC, r.last_line_id DESC))[1]::text AS last_line_id`
      : sql`NULL::text AS last_price, NULL::timestamptz AS last_at, NULL::text AS last_line_id`;
    const r = await sql<{
      goods_id: string;
      supplier_id: string;
      month: string;
      quantity: string;
      amount: string;
      last_price: string | null;
      last_at: Date | null;
      last_line_id: string | null;
    }>`
      SELECT r.goods_id::text AS goods_id, r.supplier_id::text AS supplier_id, to_char(r.month, 'YYYY-MM') AS month,
        sum(r.quantity)::text AS quantity, sum(r.amount)::text AS amount, ${last}
      FROM ${source.table} r WHERE ${rollupWhere(scope, f)} AND (r.goods_id, r.supplier_id) IN (${keys})
      GROUP BY r.goods_id, r.supplier_id, r.month`.execute(db);
    return r.rows;
  }

  /** The latest line of a goods from a supplier in the range and scope (not cancelled). */
  async lastLine(db: Executor, scope: Scope, f: Filter, goodsId: string, supplierId: string) {
    const r = await sql<{ price: string; created_at: Date }>`
      SELECT l.price::text AS price, o.created_at FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE l.goods_id = ${goodsId}::bigint AND o.status <> 'CANCELLED'
        AND ${lineWhere(scope, { ...f, supplierId }, {})}
      ORDER BY o.created_at DESC, l.id DESC LIMIT 1`.execute(db);
    return r.rows[0];
  }

  /**
   * The observations behind a saving, newest first, one page, with the count and the sums of all of them
   * (the savings view's figure): order lines with a list price (not cancelled), accepted quotes against the
   * other offers, awarded bidding items against their ceiling or first bid.
   */
  async savingLines(
    db: Executor,
    scope: Scope,
    f: Filter,
    baseline: 'listPrice' | 'quotation' | 'bidding',
    limit: number,
    offset: number,
  ) {
    const rows =
      baseline === 'listPrice'
        ? sql`SELECT l.id::text AS id, o.created_at AS at, o.order_no AS reference, o.id::text AS order_id,
              '' AS title, l.name, l.spec, l.unit, o.supplier_id, l.num AS quantity, l.price::bigint AS price,
              l.list_price::bigint AS baseline_price, (l.list_price * l.num)::bigint AS baseline_amount,
              l.amount::bigint AS paid_amount, '商城标价' AS basis
            FROM order_lines l JOIN orders o ON o.id = l.order_id
            WHERE ${lineWhere(scope, f, {})} AND l.list_price IS NOT NULL AND o.status <> 'CANCELLED'`
        : baseline === 'quotation'
          ? sql`SELECT q.quote_id::text AS id, q.accepted_at AS at, q.code AS reference, NULL::text AS order_id,
                '' AS title, coalesce(g.name, '') AS name, coalesce(g.spec, '') AS spec, coalesce(g.unit, '') AS unit,
                q.supplier_id, q.quantity, q.price::bigint AS price, q.baseline_price::bigint AS baseline_price,
                q.baseline::bigint AS baseline_amount, q.paid::bigint AS paid_amount,
                '其他 ' || q.others || ' 家报价的平均价' AS basis
              FROM (${quotationObservations(scope, f)}) q LEFT JOIN goods g ON g.id = q.goods_id`
          : sql`SELECT b.item_id::text AS id, b.awarded_at AS at, b.code AS reference, NULL::text AS order_id,
                b.title, b.name, b.spec, b.unit, b.supplier_id, b.quantity, b.price::bigint AS price,
                round((b.paid + b.saving)::numeric / b.quantity)::bigint AS baseline_price,
                (b.paid + b.saving)::bigint AS baseline_amount, b.paid::bigint AS paid_amount,
                CASE WHEN b.ceiling THEN '最高限价' ELSE '首轮最低报价' END AS basis
              FROM (${biddingObservations(scope, f)}) b`;
    const r = await sql<{
      id: string;
      at: Date;
      reference: string;
      order_id: string | null;
      title: string;
      name: string;
      spec: string;
      unit: string;
      supplier_id: string;
      supplier_name: string;
      quantity: number;
      price: string;
      baseline_price: string;
      baseline_amount: string;
      paid_amount: string;
      basis: string;
      total: number;
      all_baseline: string;
      all_paid: string;
    }>`
      SELECT x.id, x.at, x.reference, x.order_id, x.title, x.name, x.spec, x.unit, x.supplier_id::text AS supplier_id,
        coalesce(s.name, '') AS supplier_name, x.quantity, x.price::text AS price,
        x.baseline_price::text AS baseline_price, x.baseline_amount::text AS baseline_amount,
        x.paid_amount::text AS paid_amount, x.basis, count(*) OVER ()::int AS total,
        (sum(x.baseline_amount) OVER ())::text AS all_baseline, (sum(x.paid_amount) OVER ())::text AS all_paid
      FROM (${rows}) x LEFT JOIN organizations s ON s.id = x.supplier_id
      ORDER BY x.at DESC, x.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
    if (r.rows.length > 0 || offset === 0) return { rows: r.rows, totals: r.rows[0] };
    // A page past the end: the totals still.
    const t = await sql<{ total: number; all_baseline: string; all_paid: string }>`
      SELECT count(*)::int AS total, coalesce(sum(x.baseline_amount), 0)::text AS all_baseline,
        coalesce(sum(x.paid_amount), 0)::text AS all_paid FROM (${rows}) x`.execute(db);
    return { rows: r.rows, totals: t.rows[0] };
  }

  /** Order figures per supplier (buyers' scopes) or per buyer organization (scope supplier). */
  async orderFigures(db: Executor, scope: Scope, f: Filter) {
    const by = scope.kind === 'supplier' ? sql`r.organization_id` : sql`r.supplier_id`;
    const r = await sql<{
      key: string;
      orders: number;
      live: number;
      amount: string;
      refunded: number;
      timed: number;
      on_time: number;
      response_n: number;
      response_seconds: string;
    }>`
      SELECT ${by}::text AS key, sum(r.order_count)::int AS orders,
        coalesce(sum(r.order_count) FILTER (WHERE r.status <> 'CANCELLED'), 0)::int AS live,
        coalesce(sum(r.amount - r.refund) FILTER (WHERE r.status <> 'CANCELLED'), 0)::text AS amount,
        sum(r.refunded)::int AS refunded, sum(r.timed)::int AS timed, sum(r.on_time)::int AS on_time,
        sum(r.response_n)::int AS response_n, sum(r.response_seconds)::text AS response_seconds
      FROM dashboard_orders r WHERE ${rollupWhere(scope, f)} GROUP BY ${by}`.execute(db);
    return r.rows;
  }

  async priceFigures(db: Executor, scope: Scope, f: Filter) {
    const by = scope.kind === 'supplier' ? sql`r.organization_id` : sql`r.supplier_id`;
    const r = await sql<{ key: string; list_amount: string; list_paid: string; n: number }>`
      SELECT ${by}::text AS key, sum(r.list_amount)::text AS list_amount, sum(r.list_paid)::text AS list_paid,
        sum(r.list_lines)::int AS n
      FROM dashboard_spend r WHERE ${rollupWhere(scope, f)} GROUP BY ${by}`.execute(db);
    return r.rows;
  }

  /**
   * Bidding per supplier (or, for a supplier, per buyer): events it was invited to (closed in the range),
   * those it bid in, and those it won an item of.
   */
  async bidFigures(db: Executor, scope: Scope, f: Filter) {
    const who =
      scope.kind === 'supplier'
        ? sql`v.supplier_id = ${scope.organizationId}::bigint`
        : scope.kind === 'platform'
          ? sql`true`
          : scope.kind === 'own'
            ? sql`e.organization_id = ${scope.organizationId}::bigint AND e.created_by = ${scope.userId}::bigint`
            : sql`e.organization_id = ${scope.organizationId}::bigint`;
    const by = scope.kind === 'supplier' ? sql`e.organization_id` : sql`v.supplier_id`;
    const supplier = f.supplierId ? sql`AND v.supplier_id = ${f.supplierId}::bigint` : sql``;
    const r = await sql<{ key: string; invited: number; bid: number; won: number }>`
      SELECT ${by}::text AS key, count(*)::int AS invited,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM bids b WHERE b.event_id = e.id AND b.supplier_id = v.supplier_id))::int AS bid,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM bid_awards a WHERE a.event_id = e.id AND a.supplier_id = v.supplier_id))::int AS won
      FROM bid_invitations v JOIN bid_events e ON e.id = v.event_id
      WHERE ${who} ${supplier} AND e.closed_at IS NOT NULL
        AND e.closed_at >= ${startOf(f.from)} AND e.closed_at < ${endOf(f.to)}
      GROUP BY ${by}`.execute(db);
    return r.rows;
  }
}
