-- Search at a million SKUs (modules/goods/search.repo.ts explains how these are used).

-- Tiers that order goods: a search over a huge match set reads the best tiers first (through the index)
-- instead of sorting every match. Integer arithmetic only, the same in search-keys.ts.
-- Sales: three tiers per decade by the leading digit (1, 2–4, 5–9).
CREATE FUNCTION goods_sales_tier(sales integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN length(greatest(sales, 0)::text) * 3
    + CASE WHEN left(greatest(sales, 0)::text, 1) >= '5' THEN 2
           WHEN left(greatest(sales, 0)::text, 1) >= '2' THEN 1 ELSE 0 END;
-- Prices in fen: twelve tiers per decade (each about 21% wide) by the three leading digits.
CREATE FUNCTION goods_price_tier(price bigint) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN length(greatest(price, 1)::text) * 12
    + width_bucket(CASE WHEN greatest(price, 1) < 10 THEN greatest(price, 1) * 100
                        WHEN price < 100 THEN price * 10
                        ELSE left(price::text, 3)::integer END,
                   ARRAY[121, 147, 178, 215, 261, 316, 383, 464, 562, 681, 825]);
-- Newness: 30-day periods since 1970.
CREATE FUNCTION goods_age_tier(created_at timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN floor(extract(epoch FROM created_at) / 2592000)::integer;

-- The keys a search looks up: the words of goods.search_terms plus the item's catalogs at every level
-- (c:id), its brand (b:id) and its tiers (ps: price, ts: sales, ns: newness). One GIN index over them
-- answers keyword, catalog, brand, sample bucket and tier conditions together, inside the index.
CREATE FUNCTION goods_search_keys(terms text[], catalog_id bigint, catalog2_id bigint, catalog1_id bigint,
                                  brand_id bigint, list_price bigint, sales integer, created_at timestamptz)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN terms || ARRAY['c:' || catalog_id, 'c:' || catalog2_id, 'c:' || catalog1_id, 'b:' || brand_id,
                        'ps:' || goods_price_tier(list_price), 'ts:' || goods_sales_tier(sales),
                        'ns:' || goods_age_tier(created_at)];

DROP INDEX IF EXISTS goods_search_terms_idx;
CREATE INDEX goods_search_keys_idx ON goods USING gin (goods_search_keys(search_terms, catalog_id,
  catalog2_id, catalog1_id, brand_id, list_price, sales, created_at));

-- Index-ordered reads of small sets (a catalog's or brand's best sellers are in 0004).
CREATE INDEX goods_model_norm_on_idx ON goods (model_norm) WHERE status = 'on' AND model_norm <> '';
-- An organization's agreement prices in price order.
CREATE INDEX goods_agreement_prices_price_idx ON goods_agreement_prices (organization_id, price, goods_id);

-- Price bands of the facets: [0,10) [10,50) [50,100) [100,500) [500,1000) [1000,5000) [5000,10000)
-- [10000,∞) yuan, numbered 0–7. The same edges are PRICE_BAND_EDGES in search.repo.ts.
CREATE FUNCTION goods_price_band(price bigint) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN width_bucket(price, ARRAY[1000, 5000, 10000, 50000, 100000, 500000, 1000000]::bigint[])::smallint;

-- Goods on sale per third-level catalog, brand and list-price band, kept exact by statement triggers
-- (one aggregate per statement, so a COPY of a million rows costs one pass). Browsing without a keyword
-- reads its total and facets here, and the catalog tree its goods counts.
CREATE TABLE goods_on_sale_counts (
  catalog_id bigint NOT NULL,
  brand_id bigint NOT NULL,
  price_band smallint NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (catalog_id, brand_id, price_band)
);
CREATE INDEX goods_on_sale_counts_brand_idx ON goods_on_sale_counts (brand_id);

CREATE FUNCTION goods_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_on_sale_counts AS c (catalog_id, brand_id, price_band, count)
  SELECT catalog_id, brand_id, goods_price_band(list_price), count(*)
    FROM new_rows WHERE status = 'on'
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (catalog_id, brand_id, price_band) DO UPDATE SET count = c.count + EXCLUDED.count;
  RETURN NULL;
END $$;

CREATE FUNCTION goods_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods_on_sale_counts c SET count = c.count - d.n
    FROM (SELECT catalog_id, brand_id, goods_price_band(list_price) AS band, count(*) AS n
            FROM old_rows WHERE status = 'on' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) d
   WHERE c.catalog_id = d.catalog_id AND c.brand_id = d.brand_id AND c.price_band = d.band;
  RETURN NULL;
END $$;

-- Only rows whose status, catalog, brand or band changed move a count.
CREATE FUNCTION goods_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT o.catalog_id AS o_cat, o.brand_id AS o_brand, goods_price_band(o.list_price) AS o_band,
           o.status = 'on' AS o_on,
           n.catalog_id AS n_cat, n.brand_id AS n_brand, goods_price_band(n.list_price) AS n_band,
           n.status = 'on' AS n_on
      FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE o.status IS DISTINCT FROM n.status OR o.catalog_id IS DISTINCT FROM n.catalog_id
        OR o.brand_id IS DISTINCT FROM n.brand_id
        OR goods_price_band(o.list_price) IS DISTINCT FROM goods_price_band(n.list_price)
  ), deltas AS (
    SELECT o_cat AS catalog_id, o_brand AS brand_id, o_band AS band, -1 AS d FROM changed WHERE o_on
    UNION ALL
    SELECT n_cat, n_brand, n_band, 1 FROM changed WHERE n_on
  )
  INSERT INTO goods_on_sale_counts AS c (catalog_id, brand_id, price_band, count)
  SELECT catalog_id, brand_id, band, sum(d) FROM deltas GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (catalog_id, brand_id, price_band) DO UPDATE SET count = c.count + EXCLUDED.count;
  RETURN NULL;
END $$;

CREATE FUNCTION goods_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM goods_on_sale_counts;
  RETURN NULL;
END $$;

CREATE TRIGGER goods_counts_insert AFTER INSERT ON goods
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION goods_counts_after_insert();
CREATE TRIGGER goods_counts_delete AFTER DELETE ON goods
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION goods_counts_after_delete();
CREATE TRIGGER goods_counts_update AFTER UPDATE ON goods
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION goods_counts_after_update();
CREATE TRIGGER goods_counts_truncate AFTER TRUNCATE ON goods
  FOR EACH STATEMENT EXECUTE FUNCTION goods_counts_after_truncate();

-- Whatever goods exist already (a database migrated after its catalog was loaded).
INSERT INTO goods_on_sale_counts (catalog_id, brand_id, price_band, count)
SELECT catalog_id, brand_id, goods_price_band(list_price), count(*)
  FROM goods WHERE status = 'on' GROUP BY 1, 2, 3;

-- Hot searches in count order; keyword prefixes for suggestions.
CREATE INDEX search_keyword_stats_count_idx ON search_keyword_stats (count DESC, last_searched_at DESC);
CREATE INDEX search_keyword_stats_prefix_idx ON search_keyword_stats (keyword text_pattern_ops);
