-- The collection (采购汇总, issue 28) reads the months of its page's 20 goods × supplier pairs from
-- dashboard_goods_month (0040). By the key (organization, month, …) that read went through every row of the
-- organization's range and kept the pairs' (53,752 rows for buyer02's 24 months at 10M order lines: 71 ms at
-- load 18); by organization, goods and supplier it reads the pairs' own rows (480: 2.6 ms).
CREATE INDEX dashboard_goods_month_pair_idx ON dashboard_goods_month (organization_id, goods_id, supplier_id, month);
