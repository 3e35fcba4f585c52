-- What a built cart list depends on, cheap to read, so that the server can send the list it built
-- before for as long as nothing behind it changed (modules/cart/cart-view-cache.ts).

-- A cart's lines: every insert and update of a line takes a new number from one sequence. A line's
-- number only grows, so any change to a cart moves its line count or the sum of its numbers, and
-- both are read in the reader's snapshot.
CREATE SEQUENCE cart_line_rev_seq;
ALTER TABLE cart_lines ADD COLUMN rev bigint NOT NULL DEFAULT nextval('cart_line_rev_seq');

CREATE FUNCTION cart_line_next_rev() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.rev := nextval('cart_line_rev_seq');
  RETURN NEW;
END $$;
CREATE TRIGGER cart_lines_rev BEFORE UPDATE ON cart_lines FOR EACH ROW EXECUTE FUNCTION cart_line_next_rev();

-- Everything else the list shows (goods, their price, stock, delivery, area limits, freight, brand
-- and supplier names): any statement that writes one of these tables moves one number. A sequence is
-- read outside transactions, so a reader can see the number of a writer that has not committed yet;
-- the cache bounds what that costs by keeping a list for at most a few seconds.
CREATE SEQUENCE cart_catalog_rev_seq;

CREATE FUNCTION cart_catalog_next_rev() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('cart_catalog_rev_seq');
  RETURN NULL;
END $$;

CREATE TRIGGER goods_cart_catalog_rev AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods
  FOR EACH STATEMENT EXECUTE FUNCTION cart_catalog_next_rev();
CREATE TRIGGER goods_stock_cart_catalog_rev AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods_stock
  FOR EACH STATEMENT EXECUTE FUNCTION cart_catalog_next_rev();
CREATE TRIGGER goods_agreement_prices_cart_catalog_rev
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods_agreement_prices
  FOR EACH STATEMENT EXECUTE FUNCTION cart_catalog_next_rev();
CREATE TRIGGER goods_area_limits_cart_catalog_rev AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods_area_limits
  FOR EACH STATEMENT EXECUTE FUNCTION cart_catalog_next_rev();
CREATE TRIGGER warehouses_cart_catalog_rev AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON warehouses
  FOR EACH STATEMENT EXECUTE FUNCTION cart_catalog_next_rev();
CREATE TRIGGER freight_templates_cart_catalog_rev AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON freight_templates
  FOR EACH STATEMENT EXECUTE FUNCTION cart_catalog_next_rev();
CREATE TRIGGER freight_template_rules_cart_catalog_rev
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON freight_template_rules
  FOR EACH STATEMENT EXECUTE FUNCTION cart_catalog_next_rev();
CREATE TRIGGER brands_cart_catalog_rev AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION cart_catalog_next_rev();
CREATE TRIGGER organizations_cart_catalog_rev AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION cart_catalog_next_rev();
-- Called once, so that every later call moves last_value.
SELECT nextval('cart_catalog_rev_seq');
