-- Purchasing plans, second part (issue 27): plan lines go into the cart, and receipts and refunds move a
-- plan's figures through its ledger (plan-ledger.ts, the one write path).

-- A cart line added from a plan line remembers it: the cart's submission orders it with origin 'plan', so
-- the plan's budget is committed in the order's transaction. A plan line deleted later leaves the cart
-- line as ordinary goods.
ALTER TABLE cart_lines ADD COLUMN plan_line_id bigint REFERENCES purchasing_plan_lines (id) ON DELETE SET NULL;
CREATE INDEX cart_lines_plan_line_idx ON cart_lines (plan_line_id) WHERE plan_line_id IS NOT NULL;

-- What receipts brought in of each line (orders whose receipt was confirmed, less what refunds gave back
-- after it): running sums of the ledger, like the ordered ones.
ALTER TABLE purchasing_plan_lines
  ADD COLUMN received_quantity integer NOT NULL DEFAULT 0 CHECK (received_quantity >= 0),
  ADD COLUMN received_amount bigint NOT NULL DEFAULT 0 CHECK (received_amount >= 0);

-- The ledger's kinds: 'order' and 'release' (cancellation) move what was ordered and the budget used;
-- 'receipt' moves what was received; 'refund' (a refund paid back, 已退款) gives back what was ordered and
-- the budget, and what was received when the order's receipt was recorded before it.
ALTER TABLE purchasing_plan_commitments
  ADD COLUMN received_quantity integer NOT NULL DEFAULT 0,
  ADD COLUMN received_amount bigint NOT NULL DEFAULT 0,
  ADD COLUMN refund_id bigint REFERENCES refunds (id);
ALTER TABLE purchasing_plan_commitments DROP CONSTRAINT purchasing_plan_commitments_kind_check;
ALTER TABLE purchasing_plan_commitments DROP CONSTRAINT purchasing_plan_commitments_check;
ALTER TABLE purchasing_plan_commitments DROP CONSTRAINT purchasing_plan_commitments_order_line_id_kind_key;
ALTER TABLE purchasing_plan_commitments ADD CONSTRAINT purchasing_plan_commitments_kind_figures CHECK (
  (kind = 'order' AND quantity > 0 AND amount >= 0 AND received_quantity = 0 AND received_amount = 0
    AND refund_id IS NULL)
  OR (kind = 'release' AND quantity < 0 AND amount <= 0 AND received_quantity = 0 AND received_amount = 0
    AND refund_id IS NULL)
  OR (kind = 'receipt' AND quantity = 0 AND amount = 0 AND received_quantity > 0 AND received_amount >= 0
    AND refund_id IS NULL)
  OR (kind = 'refund' AND quantity < 0 AND amount <= 0 AND received_quantity <= 0 AND received_amount <= 0
    AND refund_id IS NOT NULL)
);
-- Once per order line for an order, its cancellation and its receipt; once per refund and order line.
CREATE UNIQUE INDEX purchasing_plan_commitments_once_key ON purchasing_plan_commitments (order_line_id, kind)
  WHERE kind <> 'refund';
CREATE UNIQUE INDEX purchasing_plan_commitments_refund_key ON purchasing_plan_commitments (refund_id, order_line_id)
  WHERE kind = 'refund';

-- Orders from plans whose receipt was confirmed before this migration: their receipts, as the ledger
-- writes them from now on (refunds were not given back to plans before).
INSERT INTO purchasing_plan_commitments
  (organization_id, plan_id, plan_line_id, order_id, order_line_id, kind, quantity, amount,
   received_quantity, received_amount, actor_id, created_at)
SELECT c.organization_id, c.plan_id, c.plan_line_id, c.order_id, c.order_line_id, 'receipt', 0, 0,
  c.quantity, c.amount, NULL, coalesce(o.finished_at, o.updated_at)
FROM purchasing_plan_commitments c
JOIN orders o ON o.id = c.order_id
WHERE c.kind = 'order' AND o.status = 'DONE';

UPDATE purchasing_plan_lines l
SET received_quantity = s.q, received_amount = s.a
FROM (
  SELECT plan_line_id, sum(received_quantity)::int AS q, sum(received_amount) AS a
  FROM purchasing_plan_commitments GROUP BY plan_line_id
) s
WHERE s.plan_line_id = l.id AND s.q > 0;
