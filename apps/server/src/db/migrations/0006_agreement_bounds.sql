-- How far an organization's agreement prices stray from the list prices: the lowest and highest
-- agreement price / list price over its goods. A signed-in buyer's price filter and price sort look for
-- its prices among list prices widened by these factors (search.service.ts), so the bounds may be wider
-- than the truth but never narrower. Triggers only ever widen them; a row is `stale` (or missing) when a
-- statement could not see the list price it needed (agreement prices copied before their goods, as the
-- catalog loader's parallel streams do), and the search then recomputes it from the tables.
CREATE TABLE goods_agreement_bounds (
  organization_id bigint PRIMARY KEY,
  min_ratio double precision,
  max_ratio double precision,
  stale boolean NOT NULL DEFAULT false
);

-- New or changed agreement prices widen their organization's bounds.
CREATE FUNCTION goods_agreement_bounds_after_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_agreement_bounds AS b (organization_id, min_ratio, max_ratio, stale)
  SELECT n.organization_id, min(n.price::float8 / greatest(g.list_price, 1)),
         max(n.price::float8 / greatest(g.list_price, 1)), bool_or(g.id IS NULL)
    FROM new_rows n LEFT JOIN goods g ON g.id = n.goods_id
   GROUP BY 1 ORDER BY 1
  ON CONFLICT (organization_id) DO UPDATE
     SET min_ratio = least(b.min_ratio, EXCLUDED.min_ratio),
         max_ratio = greatest(b.max_ratio, EXCLUDED.max_ratio),
         stale = b.stale OR EXCLUDED.stale;
  RETURN NULL;
END $$;

-- Changed list prices widen the bounds of the organizations with agreement prices on those goods. (No
-- trigger on new goods: agreement prices refer to their goods, so they come after them; agreement prices
-- copied before their goods, with the foreign key dropped, mark their organization stale above.)
CREATE FUNCTION goods_agreement_bounds_after_goods() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_agreement_bounds AS b (organization_id, min_ratio, max_ratio)
  SELECT ap.organization_id, min(ap.price::float8 / greatest(n.list_price, 1)),
         max(ap.price::float8 / greatest(n.list_price, 1))
    FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.list_price IS DISTINCT FROM n.list_price
    JOIN goods_agreement_prices ap ON ap.goods_id = n.id
   GROUP BY 1 ORDER BY 1
  ON CONFLICT (organization_id) DO UPDATE
     SET min_ratio = least(b.min_ratio, EXCLUDED.min_ratio),
         max_ratio = greatest(b.max_ratio, EXCLUDED.max_ratio);
  RETURN NULL;
END $$;

-- Emptied agreement prices: nothing is known any more (a missing row is computed when needed).
CREATE FUNCTION goods_agreement_bounds_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM goods_agreement_bounds;
  RETURN NULL;
END $$;

CREATE TRIGGER goods_agreement_bounds_insert AFTER INSERT ON goods_agreement_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION goods_agreement_bounds_after_prices();
CREATE TRIGGER goods_agreement_bounds_update AFTER UPDATE ON goods_agreement_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION goods_agreement_bounds_after_prices();
CREATE TRIGGER goods_agreement_bounds_truncate AFTER TRUNCATE ON goods_agreement_prices
  FOR EACH STATEMENT EXECUTE FUNCTION goods_agreement_bounds_after_truncate();
CREATE TRIGGER goods_agreement_bounds_goods_update AFTER UPDATE ON goods
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION goods_agreement_bounds_after_goods();

-- Whatever agreement prices exist already.
INSERT INTO goods_agreement_bounds (organization_id, min_ratio, max_ratio)
SELECT ap.organization_id, min(ap.price::float8 / greatest(g.list_price, 1)),
       max(ap.price::float8 / greatest(g.list_price, 1))
  FROM goods_agreement_prices ap JOIN goods g ON g.id = ap.goods_id
 GROUP BY 1;

-- Finer price tiers for the index: 48 per decade (about 5% wide), four to each tier of
-- goods_price_tier (fine / 4 = tier). Price filters and price sorts name the fine tiers at the edges of
-- a range and the coarse ones inside it, so that they read few rows outside the range. The same
-- arithmetic is priceFineTier in search-keys.ts.
CREATE FUNCTION goods_price_fine_tier(price bigint) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN length(greatest(price, 1)::text) * 48
    + width_bucket(CASE WHEN greatest(price, 1) < 10 THEN greatest(price, 1) * 100
                        WHEN price < 100 THEN price * 10
                        ELSE left(price::text, 3)::integer END,
                   ARRAY[105, 110, 115, 121, 127, 133, 140, 147, 154, 162, 169, 178, 187, 196, 205, 215, 226,
                         237, 249, 261, 274, 287, 301, 316, 332, 348, 365, 383, 402, 422, 442, 464, 487, 511,
                         536, 562, 590, 619, 649, 681, 715, 750, 787, 825, 866, 909, 953]);

CREATE OR REPLACE FUNCTION goods_search_keys(terms text[], catalog_id bigint, catalog2_id bigint,
                                             catalog1_id bigint, brand_id bigint, list_price bigint,
                                             sales integer, created_at timestamptz)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN terms || ARRAY['c:' || catalog_id, 'c:' || catalog2_id, 'c:' || catalog1_id, 'b:' || brand_id,
                        'ps:' || goods_price_tier(list_price), 'pf:' || goods_price_fine_tier(list_price),
                        'ts:' || goods_sales_tier(sales), 'ns:' || goods_age_tier(created_at)];
REINDEX INDEX goods_search_keys_idx;
