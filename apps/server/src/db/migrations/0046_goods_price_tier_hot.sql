-- A price change that keeps an item's price tier can be a HOT update (issue 29: a supplier's import changes
-- thousands of prices). Before, the search keys' GIN expression (0005, 0006) read list_price itself, so
-- PostgreSQL took every price change as a change of an indexed column: a new row version with an entry
-- in each of the goods' twelve indexes, the GIN's thirty-odd keys included. The expression now reads the
-- fine price tier from a generated column instead; a change within a tier (about 5 % wide) leaves every
-- indexed column as it was. The fill factor leaves room on each page for new versions of its rows: a goods
-- row is about 1.4 KB, and an import changes all rows of a page at once. Measured on 20,000 goods, two
-- passes of 500-row price updates over all of them: fill factor 80 made 47 % of them HOT (median 206 ms a
-- batch, the table 4,789 → 9,839 pages), 60 made 87 % HOT (85 ms, 6,676 → 7,965 pages). The keys are the
-- same ('ps:' = fine tier / 4, as goods_price_tier; 'pf:' the fine tier), so search is unchanged.
ALTER TABLE goods SET (fillfactor = 60);
ALTER TABLE goods
  ADD COLUMN price_fine_tier integer GENERATED ALWAYS AS (goods_price_fine_tier(list_price)) STORED;

DROP INDEX goods_search_keys_idx;
DROP FUNCTION goods_search_keys(text[], bigint, bigint, bigint, bigint, bigint, integer, timestamptz);
CREATE FUNCTION goods_search_keys(terms text[], catalog_id bigint, catalog2_id bigint, catalog1_id bigint,
                                  brand_id bigint, price_fine_tier integer, sales integer,
                                  created_at timestamptz)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN terms || ARRAY['c:' || catalog_id, 'c:' || catalog2_id, 'c:' || catalog1_id, 'b:' || brand_id,
                        'ps:' || (price_fine_tier / 4), 'pf:' || price_fine_tier,
                        'ts:' || goods_sales_tier(sales), 'ns:' || goods_age_tier(created_at)];
CREATE INDEX goods_search_keys_idx ON goods USING gin (goods_search_keys(search_terms, catalog_id,
  catalog2_id, catalog1_id, brand_id, price_fine_tier, sales, created_at));
