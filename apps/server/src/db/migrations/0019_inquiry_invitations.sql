-- Further suppliers a buyer invites to an inquiry (询价邀请), and quotes by more than one supplier per line.
--
-- An invited supplier sees every line of the inquiry and quotes each with goods of its own (offered goods):
-- so a line may now carry a quote per supplier (the line's own supplier's and each invited supplier's),
-- and a quote names the supplier that made it and, when it offers other goods than the line's, those.

CREATE TABLE inquiry_invitations (
  inquiry_id bigint NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
  vendor_org_id bigint NOT NULL REFERENCES organizations (id),
  invited_at timestamptz NOT NULL,
  invited_by bigint NOT NULL REFERENCES users (id),
  -- One invitation per supplier and inquiry: concurrent invitations of the same supplier end in one.
  PRIMARY KEY (inquiry_id, vendor_org_id)
);
-- A supplier's inquiries: those addressed to it through lines, and those it was invited to.
CREATE INDEX inquiry_invitations_vendor_idx ON inquiry_invitations (vendor_org_id, inquiry_id);

ALTER TABLE inquiry_quotes ADD COLUMN supplier_id bigint REFERENCES organizations (id);
UPDATE inquiry_quotes q SET supplier_id = l.supplier_id FROM inquiry_lines l WHERE l.id = q.inquiry_line_id;
ALTER TABLE inquiry_quotes ALTER COLUMN supplier_id SET NOT NULL;
-- The supplier's own goods it offers for the line; NULL: the line's goods.
ALTER TABLE inquiry_quotes ADD COLUMN offered_goods_id bigint REFERENCES goods (id) ON DELETE CASCADE;
ALTER TABLE inquiry_quotes DROP CONSTRAINT inquiry_quotes_inquiry_line_id_key;
ALTER TABLE inquiry_quotes ADD CONSTRAINT inquiry_quotes_line_supplier_key UNIQUE (inquiry_line_id, supplier_id);
CREATE INDEX inquiry_quotes_supplier_idx ON inquiry_quotes (supplier_id);

-- An invited supplier picks among its own goods on sale.
CREATE INDEX goods_supplier_on_idx ON goods (supplier_id, catalog_id) WHERE status = 'on';
