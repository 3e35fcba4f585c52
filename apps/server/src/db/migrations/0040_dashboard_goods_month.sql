-- The customer dashboard's goods per organization and month (issue 28): top goods and the collection
-- (采购汇总) read it. dashboard_goods (0029) keys each row by buyer and department too, nearly one row per
-- order line at scale (437,486 rows for 1M lines), so those views were a GROUP BY over almost as many rows as
-- the lines; they read it now only when filtered by a department or for a purchaser's own spend.
-- Written by the same writer, in the same transaction (modules/dashboard/rollup-writer.ts): the sums like
-- the other rollups; the lowest, highest and latest unit price of the lines (latest: by the order's time,
-- then the line's id) kept by least/greatest on each addition and computed again from the goods' lines when
-- an order leaves the row (cancelled).

CREATE TABLE dashboard_goods_month (
  organization_id bigint NOT NULL,
  month date NOT NULL,
  supplier_id bigint NOT NULL,
  category_id bigint NOT NULL,
  goods_id bigint NOT NULL,
  amount bigint NOT NULL,
  refund bigint NOT NULL,
  quantity bigint NOT NULL,
  line_count integer NOT NULL,
  min_price bigint NOT NULL,
  max_price bigint NOT NULL,
  last_at timestamptz NOT NULL,
  last_line_id bigint NOT NULL,
  last_price bigint NOT NULL,
  PRIMARY KEY (organization_id, month, supplier_id, category_id, goods_id)
);
CREATE INDEX dashboard_goods_month_month_idx ON dashboard_goods_month (month);
CREATE INDEX dashboard_goods_month_supplier_idx ON dashboard_goods_month (supplier_id, month);

-- The backfill: what the writer's plain GROUP BY gives for the orders already there (lines of orders not
-- cancelled, by China month, refunds paid).
INSERT INTO dashboard_goods_month (organization_id, month, supplier_id, category_id, goods_id, amount, refund,
  quantity, line_count, min_price, max_price, last_at, last_line_id, last_price)
SELECT o.organization_id, (date_trunc('month', o.created_at AT TIME ZONE 'Asia/Shanghai'))::date,
  o.supplier_id, coalesce(l.category_id, 0), l.goods_id, sum(l.amount), sum(coalesce(rf.refund, 0)),
  sum(l.num), count(*), min(l.price), max(l.price), max(o.created_at),
  (array_agg(l.id ORDER BY o.created_at DESC, l.id DESC))[1],
  (array_agg(l.price ORDER BY o.created_at DESC, l.id DESC))[1]
FROM order_lines l
JOIN orders o ON o.id = l.order_id
LEFT JOIN (SELECT rl.order_line_id, sum(rl.amount) AS refund FROM refund_lines rl
  JOIN refunds r ON r.id = rl.refund_id WHERE r.status = 'RETURNED' GROUP BY rl.order_line_id) rf
  ON rf.order_line_id = l.id
WHERE o.status <> 'CANCELLED'
GROUP BY 1, 2, 3, 4, 5;
