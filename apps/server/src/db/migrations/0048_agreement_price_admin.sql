-- Suppliers keep their agreement prices in the workbench (协议价管理, issue 29): each row says when and by
-- whom it was last set (rows of the demo catalog and of earlier data: their time of this migration, nobody).
-- A supplier's list reads its goods' rows, so the rows are also found by goods (the key leads with the
-- buyer organization). Writes move the catalog change number through the triggers of 0016/0020 as before.
ALTER TABLE goods_agreement_prices
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_by bigint REFERENCES users (id);
CREATE INDEX goods_agreement_prices_goods_idx ON goods_agreement_prices (goods_id);
