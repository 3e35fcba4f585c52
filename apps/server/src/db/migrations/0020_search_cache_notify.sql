-- The search keeps its answers (modules/goods/search-cache.ts) under the catalog change number of
-- migration 0016 (cart_catalog_rev_seq), which every statement writing the goods, their stock, prices,
-- area limits, warehouses, freight, brands or organizations moves. Now the same statement also notifies
-- `pm_changed 'catalog'` (db/change-feed.ts), delivered at its commit: a process drops what it kept when
-- a write commits, also a write whose number it read before the commit. The catalogs and the search's
-- synonyms move the number too (the search shows catalog names and reads synonyms).
CREATE OR REPLACE FUNCTION cart_catalog_next_rev() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('cart_catalog_rev_seq');
  PERFORM pg_notify('pm_changed', 'catalog');
  RETURN NULL;
END $$;

CREATE TRIGGER catalogs_cart_catalog_rev AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogs
  FOR EACH STATEMENT EXECUTE FUNCTION cart_catalog_next_rev();
CREATE TRIGGER search_synonyms_cart_catalog_rev AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION cart_catalog_next_rev();
