-- The buyer's own references on an order (采购单号: the buyer's PO number; 成本中心), taken at checkout and
-- shown on the order, its print, the supplier's view and the export; the list's keyword finds the PO number
-- (it joins search_text).
ALTER TABLE orders
  ADD COLUMN po_number text NOT NULL DEFAULT '',
  ADD COLUMN cost_center text NOT NULL DEFAULT '';

-- Addresses and invoice titles of the organization (企业): kept by its purchasing managers (APPROVER), used
-- by every buyer of the organization. Such a row has no user (user_id NULL) and is never a default (the
-- default is a user's own); every personal query filters by user_id, so it never sees these rows.
ALTER TABLE addresses ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE invoice_titles ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE addresses ADD CONSTRAINT addresses_org_no_default CHECK (user_id IS NOT NULL OR NOT is_default);
ALTER TABLE invoice_titles
  ADD CONSTRAINT invoice_titles_org_no_default CHECK (user_id IS NOT NULL OR NOT is_default);
CREATE INDEX addresses_org_shared_idx ON addresses (organization_id, id) WHERE user_id IS NULL;
CREATE INDEX invoice_titles_org_shared_idx ON invoice_titles (organization_id, id) WHERE user_id IS NULL;
