-- The customer dashboard (固买云, issue 28): what order lines lacked for its figures, and the rollups the
-- views read (modules/dashboard: rollup-writer.ts is their one writer, in the transaction of each change).

-- Set when the order is placed (the rollup writer's first pass, in the checkout's transaction): the
-- department of the ordering user, and per line the mall's list price and the goods' top-level category
-- at that moment (a later move of the goods to another category does not move old spend).
ALTER TABLE orders ADD COLUMN department_id bigint REFERENCES departments (id) ON DELETE SET NULL;
ALTER TABLE order_lines ADD COLUMN list_price bigint CHECK (list_price > 0);
ALTER TABLE order_lines ADD COLUMN category_id bigint;

-- The collection's last price and the goods drill-down.
CREATE INDEX order_lines_goods_idx ON order_lines (goods_id, order_id);

-- What each order contributes to the rollups as they stand: the writer takes it away and adds the order's
-- contribution now, so any change to an order is one call (idempotent). Department 0: none.
CREATE TABLE dashboard_order_marks (
  order_id bigint PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  status text NOT NULL,
  refund bigint NOT NULL,
  shipped boolean NOT NULL,
  timed boolean NOT NULL,
  on_time boolean NOT NULL,
  response_n integer NOT NULL,
  response_seconds bigint NOT NULL,
  -- Paid refunds per order line id (lines without refunds left out).
  line_refunds jsonb NOT NULL DEFAULT '{}'
);

-- Spend of orders not cancelled, per month (China time), buyer, department, supplier and top category.
CREATE TABLE dashboard_spend (
  organization_id bigint NOT NULL,
  month date NOT NULL,
  user_id bigint NOT NULL,
  department_id bigint NOT NULL,
  supplier_id bigint NOT NULL,
  category_id bigint NOT NULL,
  amount bigint NOT NULL,
  refund bigint NOT NULL,
  quantity bigint NOT NULL,
  line_count integer NOT NULL,
  -- Lines with a list price: what they would have cost at it, and what was paid.
  list_amount bigint NOT NULL,
  list_paid bigint NOT NULL,
  list_lines integer NOT NULL,
  PRIMARY KEY (organization_id, month, user_id, department_id, supplier_id, category_id)
);
CREATE INDEX dashboard_spend_month_idx ON dashboard_spend (month);
CREATE INDEX dashboard_spend_supplier_idx ON dashboard_spend (supplier_id, month);

-- The same per goods (top goods, the collection).
CREATE TABLE dashboard_goods (
  organization_id bigint NOT NULL,
  month date NOT NULL,
  user_id bigint NOT NULL,
  department_id bigint NOT NULL,
  supplier_id bigint NOT NULL,
  category_id bigint NOT NULL,
  goods_id bigint NOT NULL,
  amount bigint NOT NULL,
  refund bigint NOT NULL,
  quantity bigint NOT NULL,
  line_count integer NOT NULL,
  PRIMARY KEY (organization_id, month, user_id, department_id, supplier_id, category_id, goods_id)
);
CREATE INDEX dashboard_goods_month_idx ON dashboard_goods (month);

-- Orders of every status (cancelled too) per month, buyer, department, supplier, main category (of the
-- order's largest line) and status: the funnel, order counts and the suppliers' performance.
CREATE TABLE dashboard_orders (
  organization_id bigint NOT NULL,
  month date NOT NULL,
  user_id bigint NOT NULL,
  department_id bigint NOT NULL,
  supplier_id bigint NOT NULL,
  category_id bigint NOT NULL,
  status text NOT NULL,
  order_count integer NOT NULL,
  amount bigint NOT NULL,
  refund bigint NOT NULL,
  refunded integer NOT NULL,
  shipped integer NOT NULL,
  -- Shipped orders with a promised date, and those shipped by it (China date).
  timed integer NOT NULL,
  on_time integer NOT NULL,
  -- After-sales applications answered by the supplier, and the seconds they waited in all.
  response_n integer NOT NULL,
  response_seconds bigint NOT NULL,
  PRIMARY KEY (organization_id, month, user_id, department_id, supplier_id, category_id, status)
);
CREATE INDEX dashboard_orders_month_idx ON dashboard_orders (month);
CREATE INDEX dashboard_orders_supplier_idx ON dashboard_orders (supplier_id, month);
