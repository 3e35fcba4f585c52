import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** What a floor is made of before prices: ids only, the same for every viewer. */
export interface FloorSkeleton {
  id: string;
  name: string;
  icon: string;
  subCatalogs: { id: string; name: string }[];
  brands: { id: string; nameCn: string; nameEn: string; logo: string; initial: string }[];
  goodsIds: string[];
}

/** SQL of the mall content: banners, notices, configuration, floors, branding, analytics, work orders. */
export class MallRepo {
  banners(db: Executor) {
    return db
      .selectFrom('site_banners')
      .select(['id', 'title', 'subtitle', 'image', 'link'])
      .where('enabled', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  banner(db: Executor, id: string) {
    return db
      .selectFrom('site_banners')
      .select(['id', 'title', 'subtitle'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The newest published notices (`except` one of them left out). */
  notices(db: Executor, limit: number, except?: string) {
    let q = db
      .selectFrom('site_notices')
      .select(['id', 'title', sql<string>`to_char(published_on, 'YYYY-MM-DD')`.as('date')])
      .where('published', '=', true);
    if (except !== undefined) q = q.where('id', '<>', except);
    return q.orderBy('published_on', 'desc').orderBy('sort').orderBy('id', 'desc').limit(limit).execute();
  }

  /** A published notice with its body, or undefined (a draft or a withdrawn one too). */
  publishedNotice(db: Executor, id: string) {
    return db
      .selectFrom('site_notices')
      .select([
        'id',
        'title',
        'body',
        'link',
        sql<string>`to_char(published_on, 'YYYY-MM-DD')`.as('published_on'),
      ])
      .where('id', '=', id)
      .where('published', '=', true)
      .executeTakeFirst();
  }

  /** Goods on sale, brands with goods on sale, suppliers with goods on sale. */
  async stats(db: Executor): Promise<{ goodsCount: number; brandCount: number; supplierCount: number }> {
    const { rows } = await sql<{ goods: string; brands: string; suppliers: string }>`
      SELECT
        (SELECT count(*) FROM goods WHERE status = 'on') AS goods,
        (SELECT count(*) FROM brands b
          WHERE EXISTS (SELECT 1 FROM goods g WHERE g.brand_id = b.id AND g.status = 'on')) AS brands,
        (SELECT count(*) FROM organizations o
          WHERE o.kind = 'vendor'
            AND EXISTS (SELECT 1 FROM goods g WHERE g.supplier_id = o.id AND g.status = 'on')) AS suppliers`.execute(
      db,
    );
    const r = rows[0]!;
    return { goodsCount: Number(r.goods), brandCount: Number(r.brands), supplierCount: Number(r.suppliers) };
  }

  siteConfigs(db: Executor) {
    return db.selectFrom('site_configs').select(['key', 'value']).orderBy('sort').orderBy('key').execute();
  }

  siteConfig(db: Executor, key: string) {
    return db.selectFrom('site_configs').select('value').where('key', '=', key).executeTakeFirst();
  }

  async websiteSettings(db: Executor, page: number, limit: number) {
    const [records, total] = await Promise.all([
      db
        .selectFrom('website_settings')
        .select(['key', 'title', 'value'])
        .orderBy('sort')
        .orderBy('key')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      db
        .selectFrom('website_settings')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n), page, limit };
  }

  /**
   * One floor per first-level category that has goods on sale: its second level, the brands that
   * sell best among its top sellers, and its best sellers. Each part walks the (catalog1_id, sales)
   * index, so the cost does not grow with the catalog.
   */
  async floors(db: Executor, goodsPerFloor: number, brandsPerFloor: number): Promise<FloorSkeleton[]> {
    const tops = await db
      .selectFrom('catalogs')
      .select(['id', 'name', 'icon'])
      .where('level', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    if (tops.length === 0) return [];
    const topIds = tops.map((t) => t.id);
    const [subs, goods, brands] = await Promise.all([
      db
        .selectFrom('catalogs')
        .select(['id', 'name', 'parent_id'])
        .where('level', '=', 2)
        .where('parent_id', 'in', topIds)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      sql<{ top: string; id: string }>`
        SELECT c.id AS top, t.id FROM catalogs c
        CROSS JOIN LATERAL (
          SELECT g.id, g.sales FROM goods g
          WHERE g.catalog1_id = c.id AND g.status = 'on'
          ORDER BY g.sales DESC, g.id LIMIT ${goodsPerFloor}
        ) t
        WHERE c.level = 1
        ORDER BY c.id, t.sales DESC, t.id`.execute(db),
      sql<{ top: string; id: string; name_cn: string; name_en: string; logo: string; initial: string }>`
        SELECT c.id AS top, b.id, b.name_cn, b.name_en, b.logo, b.initial FROM catalogs c
        CROSS JOIN LATERAL (
          SELECT s.brand_id, sum(s.sales) AS sales, count(*) AS n FROM (
            SELECT g.brand_id, g.sales FROM goods g
            WHERE g.catalog1_id = c.id AND g.status = 'on'
            ORDER BY g.sales DESC, g.id LIMIT 300
          ) s
          GROUP BY s.brand_id
          ORDER BY sum(s.sales) DESC, count(*) DESC, s.brand_id
          LIMIT ${brandsPerFloor}
        ) x
        JOIN brands b ON b.id = x.brand_id
        WHERE c.level = 1
        ORDER BY c.id, x.sales DESC, x.n DESC, b.id`.execute(db),
    ]);
    return tops
      .map((t) => ({
        id: t.id,
        name: t.name,
        icon: t.icon,
        subCatalogs: subs.filter((s) => s.parent_id === t.id).map((s) => ({ id: s.id, name: s.name })),
        brands: brands.rows
          .filter((b) => b.top === t.id)
          .map((b) => ({ id: b.id, nameCn: b.name_cn, nameEn: b.name_en, logo: b.logo, initial: b.initial })),
        goodsIds: goods.rows.filter((g) => g.top === t.id).map((g) => g.id),
      }))
      .filter((f) => f.goodsIds.length > 0);
  }

  organization(db: Executor, id: string) {
    return db
      .selectFrom('organizations')
      .select(['id', 'name', 'short_name', 'kind', 'logo', 'banner'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  platform(db: Executor) {
    return db
      .selectFrom('organizations')
      .select(['id', 'name', 'short_name', 'kind', 'logo', 'banner'])
      .where('kind', '=', 'platform')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  goodsExists(db: Executor, id: string): Promise<boolean> {
    return db
      .selectFrom('goods')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst()
      .then((r) => r !== undefined);
  }

  insertEvent(
    db: Executor,
    e: {
      kind: 'goods' | 'page';
      event: string;
      goodsId: string | null;
      userId: string | null;
      organizationId: string | null;
      payload: Record<string, unknown>;
      at: Date;
    },
  ) {
    return db
      .insertInto('analytics_events')
      .values({
        kind: e.kind,
        event: e.event,
        goods_id: e.goodsId,
        user_id: e.userId,
        organization_id: e.organizationId,
        payload: JSON.stringify(e.payload),
        created_at: e.at,
      })
      .execute();
  }

  insertWorkOrder(
    db: Executor,
    w: {
      goodsId: string;
      userId: string;
      organizationId: string;
      kind: string;
      content: string;
      contact: string;
      at: Date;
    },
  ): Promise<string> {
    return db
      .insertInto('product_work_orders')
      .values({
        goods_id: w.goodsId,
        user_id: w.userId,
        organization_id: w.organizationId,
        kind: w.kind,
        content: w.content,
        contact: w.contact,
        created_at: w.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  }
}
