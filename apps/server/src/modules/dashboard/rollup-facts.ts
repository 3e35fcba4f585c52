/**
 * The facts the dashboard's rollups are made of (rollup-writer.ts): each order, and each order line, as the
 * rollups see them. The writer's kept rollups and its plain GROUP BY both read them, so they cannot disagree
 * on a definition.
 */
import { sql, type RawBuilder } from 'kysely';

/** One order as the rollups see it. */
export interface OrderFact {
  order_id: string;
  organization_id: string;
  month: string;
  user_id: string;
  department_id: string;
  supplier_id: string;
  category_id: string;
  status: string;
  amount: string;
  refund: string;
  shipped: boolean;
  timed: boolean;
  on_time: boolean;
  response_n: number;
  response_seconds: string;
}

/** One order line as the rollups see it. */
export interface LineFact {
  line_id: string;
  order_id: string;
  organization_id: string;
  month: string;
  user_id: string;
  department_id: string;
  supplier_id: string;
  category_id: string;
  goods_id: string;
  status: string;
  num: number;
  price: string;
  amount: string;
  list_price: string | null;
  refund: string;
  /** The order's time, UTC, fixed width (text order is time order; exact to the microsecond). */
  at: string;
}

const MONTH_OF = sql`(date_trunc('month', o.created_at AT TIME ZONE 'Asia/Shanghai'))::date`;

/**
 * Orders' facts; `ids` null: every order. The main category is the top category of the order's largest
 * line; the on-time rule is the bidding board's (shipped on or before the promised date, China time).
 */
export function orderFacts(ids: readonly string[] | null): RawBuilder<OrderFact> {
  const where = ids === null ? sql`` : sql`WHERE o.id = ANY(${ids}::bigint[])`;
  return sql<OrderFact>`
    SELECT o.id::text AS order_id, o.organization_id::text AS organization_id,
      to_char(${MONTH_OF}, 'YYYY-MM-DD') AS month, o.user_id::text AS user_id,
      coalesce(o.department_id, 0)::text AS department_id, o.supplier_id::text AS supplier_id,
      coalesce(mc.category_id, 0)::text AS category_id, o.status, o.goods_amount::text AS amount,
      coalesce(rf.refund, 0)::text AS refund,
      o.shipped_at IS NOT NULL AS shipped,
      (o.shipped_at IS NOT NULL AND o.expected_date IS NOT NULL) AS timed,
      (o.shipped_at IS NOT NULL AND o.expected_date IS NOT NULL
        AND (o.shipped_at AT TIME ZONE 'Asia/Shanghai')::date <= o.expected_date) AS on_time,
      coalesce(rs.n, 0)::int AS response_n, coalesce(rs.seconds, 0)::text AS response_seconds
    FROM orders o
    LEFT JOIN LATERAL (SELECT l.category_id FROM order_lines l WHERE l.order_id = o.id
      ORDER BY l.amount DESC, l.id LIMIT 1) mc ON true
    LEFT JOIN LATERAL (SELECT sum(rl.amount) AS refund FROM refunds r
      JOIN refund_lines rl ON rl.refund_id = r.id
      WHERE r.order_id = o.id AND r.status = 'RETURNED') rf ON true
    LEFT JOIN LATERAL (SELECT count(*) AS n, sum(floor(extract(epoch FROM f.at - r.created_at)))::bigint AS seconds
      FROM refunds r
      JOIN LATERAL (SELECT min(g.created_at) AS at FROM refund_logs g WHERE g.refund_id = r.id
        AND g.status IN ('TO_RETURN', 'REFUNDING', 'REJECTED')) f ON f.at IS NOT NULL
      WHERE r.order_id = o.id) rs ON true
    ${where}`;
}

/**
 * Order lines' facts; `ids` (of orders) null: every line; `goods`: only the lines of those goods. The
 * refund is what paid refunds gave back.
 */
export function lineFacts(ids: readonly string[] | null, goods?: readonly string[]): RawBuilder<LineFact> {
  const where = goods
    ? sql`WHERE l.goods_id = ANY(${goods}::bigint[])`
    : ids === null
      ? sql``
      : sql`WHERE l.order_id = ANY(${ids}::bigint[])`;
  const refundWhere = goods
    ? sql`AND rl.order_line_id IN (SELECT x.id FROM order_lines x WHERE x.goods_id = ANY(${goods}::bigint[]))`
    : ids === null
      ? sql``
      : sql`AND r.order_id = ANY(${ids}::bigint[])`;
  return sql<LineFact>`
    SELECT l.id::text AS line_id, l.order_id::text AS order_id, o.organization_id::text AS organization_id,
      to_char(${MONTH_OF}, 'YYYY-MM-DD') AS month, o.user_id::text AS user_id,
      coalesce(o.department_id, 0)::text AS department_id, o.supplier_id::text AS supplier_id,
      coalesce(l.category_id, 0)::text AS category_id, l.goods_id::text AS goods_id, o.status,
      l.num, l.price::text AS price, l.amount::text AS amount, l.list_price::text AS list_price,
      coalesce(rf.refund, 0)::text AS refund,
      to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
    FROM order_lines l
    JOIN orders o ON o.id = l.order_id
    LEFT JOIN (SELECT rl.order_line_id, sum(rl.amount) AS refund FROM refund_lines rl
      JOIN refunds r ON r.id = rl.refund_id WHERE r.status = 'RETURNED' ${refundWhere}
      GROUP BY rl.order_line_id) rf ON rf.order_line_id = l.id
    ${where}`;
}
