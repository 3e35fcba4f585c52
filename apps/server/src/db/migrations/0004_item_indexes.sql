-- Best sellers on sale within a third-level category or a brand: "similar goods" on the detail page
-- and hot-selling lists read the first rows of these instead of sorting every row of the category or
-- brand (thousands of scattered heap pages at a million SKUs).
CREATE INDEX goods_catalog_sales_on_idx ON goods (catalog_id, sales DESC, id) WHERE status = 'on';
CREATE INDEX goods_brand_sales_on_idx ON goods (brand_id, sales DESC, id) WHERE status = 'on';
