import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** Goods rows beyond the card: brand, catalog path, supplier, specifications, freight template. */
export interface GoodsDetailRow {
  id: string;
  status: 'on' | 'off';
  series: string;
  attrs: { name: string; value: string }[];
  images: string[];
  description: string;
  brand_id: string;
  brand_name_cn: string;
  brand_name_en: string;
  brand_logo: string;
  brand_initial: string;
  catalog_id: string;
  catalog_name: string;
  catalog2_id: string;
  catalog2_name: string | null;
  catalog1_id: string;
  catalog1_name: string | null;
  supplier_id: string;
  supplier_name: string;
  supplier_short_name: string | null;
  freight_template_id: string | null;
}

export interface FreightRow {
  id: string;
  name: string;
  default_fee: string;
  free_threshold: string;
  /** Rules of the template for the division's chain (province, city, county); pick the most specific. */
  rules: { division_code: string; fee: string; free_threshold: string; delivery_days: number }[];
}

/** SQL of the goods detail and its checks. Ids are strings; money is bigint fen read as strings. */
export class GoodsDetailRepo {
  statusOf(db: Executor, id: string): Promise<{ status: 'on' | 'off' } | undefined> {
    return db.selectFrom('goods').select('status').where('id', '=', id).executeTakeFirst();
  }

  /** The base of recommendations: where the item sits. */
  placeOf(db: Executor, id: string) {
    return db
      .selectFrom('goods')
      .select(['id', 'catalog_id', 'catalog1_id', 'catalog2_id', 'brand_id', 'series'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  detailRow(db: Executor, id: string): Promise<GoodsDetailRow | undefined> {
    return db
      .selectFrom('goods as g')
      .innerJoin('brands as b', 'b.id', 'g.brand_id')
      .innerJoin('organizations as s', 's.id', 'g.supplier_id')
      .innerJoin('catalogs as c3', 'c3.id', 'g.catalog_id')
      .leftJoin('catalogs as c2', 'c2.id', 'g.catalog2_id')
      .leftJoin('catalogs as c1', 'c1.id', 'g.catalog1_id')
      .select([
        'g.id',
        'g.status',
        'g.series',
        'g.attrs',
        'g.images',
        'g.description',
        'g.brand_id',
        'b.name_cn as brand_name_cn',
        'b.name_en as brand_name_en',
        'b.logo as brand_logo',
        'b.initial as brand_initial',
        'g.catalog_id',
        'c3.name as catalog_name',
        'g.catalog2_id',
        'c2.name as catalog2_name',
        'g.catalog1_id',
        'c1.name as catalog1_name',
        'g.supplier_id',
        's.name as supplier_name',
        's.short_name as supplier_short_name',
        'g.freight_template_id',
      ])
      .where('g.id', '=', id)
      .executeTakeFirst();
  }

  division(db: Executor, code: string) {
    return db
      .selectFrom('divisions')
      .select(['code', 'name', 'level'])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /**
   * Stock of the warehouses that deliver to the province, and the fastest of those holding stock.
   * Summed over all serving warehouses, as the goods cards do.
   */
  async provinceStock(
    db: Executor,
    goodsId: string,
    province: string,
  ): Promise<{ stock: number; deliveryDays: number | null }> {
    const row = await db
      .selectFrom('goods_stock as st')
      .innerJoin('warehouses as w', 'w.id', 'st.warehouse_id')
      .select([
        sql<number>`coalesce(sum(st.quantity), 0)::int`.as('stock'),
        sql<number | null>`min(w.delivery_days) FILTER (WHERE st.quantity > 0)`.as('days'),
      ])
      .where('st.goods_id', '=', goodsId)
      .where(sql<boolean>`${province} = ANY (w.serves)`)
      .executeTakeFirstOrThrow();
    return { stock: Number(row.stock), deliveryDays: row.days === null ? null : Number(row.days) };
  }

  /** The fastest warehouse holding stock, wherever it delivers (no division chosen). */
  async fastestStocked(db: Executor, goodsId: string): Promise<number | null> {
    const row = await db
      .selectFrom('goods_stock as st')
      .innerJoin('warehouses as w', 'w.id', 'st.warehouse_id')
      .select(sql<number | null>`min(w.delivery_days)`.as('days'))
      .where('st.goods_id', '=', goodsId)
      .where('st.quantity', '>', 0)
      .executeTakeFirstOrThrow();
    return row.days === null ? null : Number(row.days);
  }

  /** The area limits of the goods that cover one of `chain` (province, city, county codes), with names. */
  areaLimits(db: Executor, goodsId: string, chain: readonly string[]) {
    return db
      .selectFrom('goods_area_limits as l')
      .leftJoin('divisions as d', 'd.code', 'l.division_code')
      .select(['l.division_code', 'd.name'])
      .where('l.goods_id', '=', goodsId)
      .where('l.division_code', 'in', chain)
      .orderBy('l.division_code')
      .execute();
  }

  async freight(db: Executor, templateId: string, chain: readonly string[]): Promise<FreightRow | undefined> {
    const template = await db
      .selectFrom('freight_templates')
      .select(['id', 'name', 'default_fee', 'free_threshold'])
      .where('id', '=', templateId)
      .executeTakeFirst();
    if (!template) return undefined;
    const rules =
      chain.length === 0
        ? []
        : await db
            .selectFrom('freight_template_rules')
            .select(['division_code', 'fee', 'free_threshold', 'delivery_days'])
            .where('template_id', '=', templateId)
            .where('division_code', 'in', chain)
            .execute();
    return { ...template, rules };
  }

  /** Other SKUs of the same product line that are on sale. */
  variants(db: Executor, series: string, exceptId: string) {
    return db
      .selectFrom('goods')
      .select(['id', 'spec', 'model'])
      .where('series', '=', series)
      .where('id', '<>', exceptId)
      .where('status', '=', 'on')
      .orderBy('spec')
      .orderBy('id')
      .limit(50)
      .execute();
  }

  /**
   * Similar goods on sale, never the item itself: the best sellers of its third-level category and of
   * its brand (each read from the top of a (…, sales) index on goods on sale), ranked: same category
   * and brand, then same category, then the same brand in the same second level, then the brand
   * elsewhere; other product lines before variants of the item's own line; best sellers first.
   */
  async similarIds(
    db: Executor,
    base: { id: string; catalog_id: string; catalog2_id: string; brand_id: string; series: string },
    limit: number,
  ): Promise<string[]> {
    const pool = Math.max(limit * 3, 60);
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM (
        (SELECT id, sales, brand_id, catalog_id, catalog2_id, series FROM goods
          WHERE catalog_id = ${base.catalog_id} AND status = 'on' AND id <> ${base.id}
          ORDER BY sales DESC, id LIMIT ${pool})
        UNION
        (SELECT id, sales, brand_id, catalog_id, catalog2_id, series FROM goods
          WHERE brand_id = ${base.brand_id} AND status = 'on' AND id <> ${base.id}
          ORDER BY sales DESC, id LIMIT ${pool})
      ) c
      ORDER BY
        CASE
          WHEN catalog_id = ${base.catalog_id} AND brand_id = ${base.brand_id} THEN 0
          WHEN catalog_id = ${base.catalog_id} THEN 1
          WHEN catalog2_id = ${base.catalog2_id} THEN 2
          ELSE 3
        END,
        (${base.series} <> '' AND series = ${base.series}),
        sales DESC,
        id
      LIMIT ${limit}`.execute(db);
    return rows.map((r) => r.id);
  }

  catalog(db: Executor, id: string) {
    return db
      .selectFrom('catalogs')
      .select(['id', 'level', 'parent_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Best sellers on sale, optionally within a category of any level. Without a category the top of
   * each first level is taken through its (catalog1_id, sales) index and merged: the same answer as a
   * sort of the whole table, without scanning it.
   */
  async hotSellingIds(
    db: Executor,
    catalog: { id: string; level: number; parent_id: string | null } | null,
    limit: number,
  ): Promise<string[]> {
    if (!catalog) {
      const { rows } = await sql<{ id: string }>`
        SELECT t.id FROM catalogs c
        CROSS JOIN LATERAL (
          SELECT g.id, g.sales FROM goods g
          WHERE g.catalog1_id = c.id AND g.status = 'on'
          ORDER BY g.sales DESC, g.id LIMIT ${limit}
        ) t
        WHERE c.level = 1
        ORDER BY t.sales DESC, t.id
        LIMIT ${limit}`.execute(db);
      return rows.map((r) => r.id);
    }
    let q = db.selectFrom('goods').select('id').where('status', '=', 'on');
    if (catalog.level === 1) q = q.where('catalog1_id', '=', catalog.id);
    else if (catalog.level === 3) q = q.where('catalog_id', '=', catalog.id);
    else {
      // The parent narrows through the (catalog1_id, sales) index; the second level filters.
      q = q.where('catalog2_id', '=', catalog.id);
      if (catalog.parent_id) q = q.where('catalog1_id', '=', catalog.parent_id);
    }
    const rows = await q.orderBy('sales', 'desc').orderBy('id').limit(limit).execute();
    return rows.map((r) => r.id);
  }
}
