/**
 * The dashboard's reads: SQL only. The views read the rollups (rollup-writer.ts), never a scan of the
 * order lines; the drill-down and the collection's last prices read order lines by index.
 */
import { sql, type RawBuilder } from 'kysely';
import type { DashboardScope } from '@pm/contract/dashboard';
import type { Executor } from '../../db/database';

/** Who is asking, as the rows' keys see it. */
export interface Scope {
  kind: DashboardScope;
  organizationId: string;
  userId: string;
}

/** The filters of a view, checked by the service (the department is the caller's). */
export interface Filter {
  from: string;
  to: string;
  departmentId?: string | undefined;
  supplierId?: string | undefined;
  categoryId?: string | undefined;
}

const firstDay = (month: string) => `${month}-01`;

/** The rows of a rollup (alias r) the scope and the filters keep. */
export function rollupWhere(scope: Scope, f: Filter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [
    sql`r.month BETWEEN ${firstDay(f.from)}::date AND ${firstDay(f.to)}::date`,
  ];
  if (scope.kind === 'own') {
    parts.push(
      sql`r.organization_id = ${scope.organizationId}::bigint AND r.user_id = ${scope.userId}::bigint`,
    );
  } else if (scope.kind === 'org') {
    parts.push(sql`r.organization_id = ${scope.organizationId}::bigint`);
  } else if (scope.kind === 'supplier') {
    parts.push(sql`r.supplier_id = ${scope.organizationId}::bigint`);
  }
  if (f.departmentId) parts.push(sql`r.department_id = ${f.departmentId}::bigint`);
  if (f.supplierId) parts.push(sql`r.supplier_id = ${f.supplierId}::bigint`);
  if (f.categoryId) parts.push(sql`r.category_id = ${f.categoryId}::bigint`);
  return sql.join(parts, sql` AND `);
}

const NET = sql`sum(r.amount - r.refund)::bigint`;

/**
 * Where the goods figures of a view come from: the goods per organization and month (migration 0040: a few
 * rows per goods and month), unless the view needs the buyer or the department (a purchaser's own spend, a
 * department filter): then the finer `dashboard_goods`, already narrowed by them. Whether the coarse one
 * (with its prices: the latest price needs no read of the lines).
 */
export function goodsRollup(scope: Scope, f: Filter): { table: RawBuilder<unknown>; coarse: boolean } {
  const coarse = scope.kind !== 'own' && !f.departmentId;
  return { table: sql.raw(coarse ? 'dashboard_goods_month' : 'dashboard_goods'), coarse };
}

export class DashboardRepo {
  async spendByMonthCategory(db: Executor, scope: Scope, f: Filter) {
    const r = await sql<{ month: string; category_id: string; amount: string }>`
      SELECT to_char(r.month, 'YYYY-MM') AS month, r.category_id::text AS category_id, ${NET}::text AS amount
      FROM dashboard_spend r WHERE ${rollupWhere(scope, f)} GROUP BY r.month, r.category_id`.execute(db);
    return r.rows;
  }

  async spendByCategory(db: Executor, scope: Scope, f: Filter) {
    const r = await sql<{ category_id: string; amount: string; quantity: string; lines: number }>`
      SELECT r.category_id::text AS category_id, ${NET}::text AS amount, sum(r.quantity)::text AS quantity,
        sum(r.line_count)::int AS lines
      FROM dashboard_spend r WHERE ${rollupWhere(scope, f)} GROUP BY r.category_id`.execute(db);
    return r.rows;
  }

  async spendBySupplier(db: Executor, scope: Scope, f: Filter) {
    const r = await sql<{ supplier_id: string; amount: string }>`
      SELECT r.supplier_id::text AS supplier_id, ${NET}::text AS amount
      FROM dashboard_spend r WHERE ${rollupWhere(scope, f)} GROUP BY r.supplier_id`.execute(db);
    return r.rows;
  }

  /** Orders not cancelled per supplier. */
  async ordersBySupplier(db: Executor, scope: Scope, f: Filter) {
    const r = await sql<{ supplier_id: string; orders: number }>`
      SELECT r.supplier_id::text AS supplier_id, sum(r.order_count)::int AS orders
      FROM dashboard_orders r WHERE ${rollupWhere(scope, f)} AND r.status <> 'CANCELLED'
      GROUP BY r.supplier_id`.execute(db);
    return r.rows;
  }

  async spendByDepartmentMonth(db: Executor, scope: Scope, f: Filter) {
    const r = await sql<{ department_id: string; month: string; amount: string }>`
      SELECT r.department_id::text AS department_id, to_char(r.month, 'YYYY-MM') AS month, ${NET}::text AS amount
      FROM dashboard_spend r WHERE ${rollupWhere(scope, f)} GROUP BY r.department_id, r.month`.execute(db);
    return r.rows;
  }

  async ordersByDepartmentMonth(db: Executor, scope: Scope, f: Filter) {
    const r = await sql<{ department_id: string; month: string; orders: number }>`
      SELECT r.department_id::text AS department_id, to_char(r.month, 'YYYY-MM') AS month,
        sum(r.order_count)::int AS orders
      FROM dashboard_orders r WHERE ${rollupWhere(scope, f)} AND r.status <> 'CANCELLED'
      GROUP BY r.department_id, r.month`.execute(db);
    return r.rows;
  }

  async ordersByStatus(db: Executor, scope: Scope, f: Filter) {
    const r = await sql<{
      status: string;
      orders: number;
      amount: string;
      shipped: number;
      refunded: number;
    }>`
      SELECT r.status, sum(r.order_count)::int AS orders, sum(r.amount)::text AS amount,
        sum(r.shipped)::int AS shipped, sum(r.refunded)::int AS refunded
      FROM dashboard_orders r WHERE ${rollupWhere(scope, f)} GROUP BY r.status`.execute(db);
    return r.rows;
  }

  async topGoods(db: Executor, scope: Scope, f: Filter, limit: number) {
    const r = await sql<{
      goods_id: string;
      name: string;
      unit: string;
      amount: string;
      quantity: string;
      lines: number;
    }>`
      SELECT t.goods_id::text AS goods_id, coalesce(g.name, '') AS name, coalesce(g.unit, '') AS unit,
        t.amount::text AS amount, t.quantity::text AS quantity, t.lines
      FROM (SELECT r.goods_id, ${NET} AS amount, sum(r.quantity) AS quantity, sum(r.line_count)::int AS lines
        FROM ${goodsRollup(scope, f).table} r WHERE ${rollupWhere(scope, f)} GROUP BY r.goods_id
        ORDER BY 2 DESC, r.goods_id LIMIT ${limit}) t
      LEFT JOIN goods g ON g.id = t.goods_id
      ORDER BY t.amount DESC, t.goods_id`.execute(db);
    return r.rows;
  }

  /** Lines with a list price: what they would have cost at it, and what was paid. */
  async listPriceSaving(db: Executor, scope: Scope, f: Filter) {
    const r = await sql<{ list_amount: string; list_paid: string; n: number }>`
      SELECT coalesce(sum(r.list_amount), 0)::text AS list_amount, coalesce(sum(r.list_paid), 0)::text AS list_paid,
        coalesce(sum(r.list_lines), 0)::int AS n
      FROM dashboard_spend r WHERE ${rollupWhere(scope, f)}`.execute(db);
    return r.rows[0]!;
  }

  async categoryNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('catalogs').select(['id', 'name']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async organizationNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('organizations').select(['id', 'name']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async departments(db: Executor, organizationId: string) {
    return db
      .selectFrom('departments')
      .select(['id', 'name'])
      .where('organization_id', '=', organizationId)
      .orderBy('id')
      .execute();
  }

  async departmentNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('departments').select(['id', 'name']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async departmentOf(db: Executor, organizationId: string, id: string) {
    return db
      .selectFrom('departments')
      .select('id')
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
  }

  async userOf(db: Executor, organizationId: string, id: string) {
    return db
      .selectFrom('users')
      .select('id')
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
  }

  async topCategory(db: Executor, id: string) {
    return db.selectFrom('catalogs').select(['id', 'level']).where('id', '=', id).executeTakeFirst();
  }

  async supplier(db: Executor, id: string) {
    return db
      .selectFrom('organizations')
      .select('id')
      .where('id', '=', id)
      .where('kind', '=', 'vendor')
      .executeTakeFirst();
  }

  async organizationName(db: Executor, id: string): Promise<string> {
    const r = await db.selectFrom('organizations').select('name').where('id', '=', id).executeTakeFirst();
    return r?.name ?? '';
  }

  /** Purchasing plans whose period meets the range (own: the caller's plans). */
  async plans(db: Executor, scope: Scope, f: Filter) {
    const own = scope.kind === 'own' ? sql`AND p.owner_id = ${scope.userId}::bigint` : sql``;
    const dept = f.departmentId ? sql`AND p.department_id = ${f.departmentId}::bigint` : sql``;
    const r = await sql<{
      id: string;
      name: string;
      period: string;
      status: string;
      department: string;
      budget: string;
      committed: string;
      received: string;
    }>`
      SELECT p.id::text AS id, p.name, p.period, p.status, coalesce(d.name, '') AS department,
        p.budget::text AS budget, p.committed::text AS committed,
        coalesce((SELECT sum(l.received_amount) FROM purchasing_plan_lines l WHERE l.plan_id = p.id), 0)::text AS received
      FROM purchasing_plans p LEFT JOIN departments d ON d.id = p.department_id
      WHERE p.organization_id = ${scope.organizationId}::bigint ${own} ${dept} AND p.status <> 'draft'
        AND left(p.period, 4) BETWEEN ${f.from.slice(0, 4)} AND ${f.to.slice(0, 4)}
        AND (p.period_type <> 'month' OR p.period BETWEEN ${f.from} AND ${f.to})
      ORDER BY p.period DESC, p.id DESC LIMIT 200`.execute(db);
    return r.rows;
  }

  /** Bidding items awarded in the range: the saving bidding stored per item (ceiling or first bid → award). */
  async biddingSaving(db: Executor, scope: Scope, f: Filter) {
    const r = await sql<{ paid: string; saving: string; n: number }>`
      SELECT coalesce(sum(b.paid), 0)::text AS paid, coalesce(sum(b.saving), 0)::text AS saving, count(*)::int AS n
      FROM (${biddingObservations(scope, f)}) b`.execute(db);
    return r.rows[0]!;
  }

  /** Accepted quotes (核价单 choice) against the average of the other quotes of the same line. */
  async quotationSaving(db: Executor, scope: Scope, f: Filter) {
    const r = await sql<{ paid: string; baseline: string; n: number }>`
      SELECT coalesce(sum(q.paid), 0)::text AS paid, coalesce(sum(q.baseline), 0)::text AS baseline,
        count(*)::int AS n
      FROM (${quotationObservations(scope, f)}) q`.execute(db);
    return r.rows[0]!;
  }
}

const rangeOf = (column: RawBuilder<unknown>, f: Filter) =>
  sql`${column} >= ${firstDay(f.from)}::timestamp AT TIME ZONE 'Asia/Shanghai'
    AND ${column} < (${firstDay(f.to)}::date + interval '1 month') AT TIME ZONE 'Asia/Shanghai'`;

/**
 * The awarded bidding items behind the bidding saving (one row each): what was paid (award × quantity),
 * the saving bidding stored, and whether its base was the ceiling or the first bid. The savings view sums
 * them; its drill-down lists them.
 */
export function biddingObservations(
  scope: Scope,
  f: Filter,
): RawBuilder<{
  item_id: string;
  awarded_at: Date;
  code: string;
  title: string;
  name: string;
  spec: string;
  unit: string;
  supplier_id: string;
  quantity: number;
  price: string;
  paid: string;
  saving: string;
  ceiling: boolean;
}> {
  const who =
    scope.kind === 'platform'
      ? sql`true`
      : scope.kind === 'own'
        ? sql`e.organization_id = ${scope.organizationId}::bigint AND e.created_by = ${scope.userId}::bigint`
        : sql`e.organization_id = ${scope.organizationId}::bigint`;
  const supplier = f.supplierId ? sql`AND a.supplier_id = ${f.supplierId}::bigint` : sql``;
  return sql`SELECT i.id AS item_id, e.awarded_at, e.code, e.title, i.name, i.spec, i.unit, a.supplier_id,
      i.quantity, a.price, a.price * i.quantity AS paid, i.saving, i.ceiling_price IS NOT NULL AS ceiling
    FROM bid_items i JOIN bid_events e ON e.id = i.event_id JOIN bid_awards a ON a.item_id = i.id
    WHERE ${who} AND i.saving IS NOT NULL ${supplier} AND ${rangeOf(sql`e.awarded_at`, f)}`;
}

/**
 * The accepted quotes behind the quotation saving (one row each): the chosen price and quantity, and the
 * average of the other suppliers' quotes of the same line (rounded to the fen) as the baseline.
 */
export function quotationObservations(
  scope: Scope,
  f: Filter,
): RawBuilder<{
  quote_id: string;
  accepted_at: Date;
  code: string;
  goods_id: string;
  supplier_id: string;
  quantity: number;
  price: string;
  baseline_price: string;
  others: number;
  paid: string;
  baseline: string;
}> {
  const who =
    scope.kind === 'platform'
      ? sql`true`
      : scope.kind === 'own'
        ? sql`q.organization_id = ${scope.organizationId}::bigint AND q.user_id = ${scope.userId}::bigint`
        : sql`q.organization_id = ${scope.organizationId}::bigint`;
  const supplier = f.supplierId ? sql`AND a.supplier_id = ${f.supplierId}::bigint` : sql``;
  return sql`SELECT a.id AS quote_id, a.accepted_at, q.code, coalesce(a.offered_goods_id, l.goods_id) AS goods_id,
      a.supplier_id, coalesce(a.quoted_num, l.num) AS quantity, a.price, round(o.avg_price) AS baseline_price,
      o.others, a.price * coalesce(a.quoted_num, l.num) AS paid,
      round(o.avg_price) * coalesce(a.quoted_num, l.num) AS baseline
    FROM inquiry_quotes a
    JOIN inquiry_lines l ON l.id = a.inquiry_line_id
    JOIN inquiries q ON q.id = l.inquiry_id
    JOIN LATERAL (SELECT avg(x.price) AS avg_price, count(*)::int AS others FROM inquiry_quotes x
      WHERE x.inquiry_line_id = a.inquiry_line_id AND x.id <> a.id) o ON o.avg_price IS NOT NULL
    WHERE ${who} AND a.accepted_at IS NOT NULL ${supplier} AND ${rangeOf(sql`a.accepted_at`, f)}`;
}
