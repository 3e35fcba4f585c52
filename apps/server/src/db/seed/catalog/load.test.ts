import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { DEMO_CATALOG_COUNT, loadCatalog } from './load';
import { generateGoods } from './generate';

let tdb: TestDatabase;

/** Definitions of the indexes of the four goods tables, sorted. */
async function indexesOfGoods(): Promise<string[]> {
  const r = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes
     WHERE tablename IN ('goods', 'goods_stock', 'goods_agreement_prices', 'goods_area_limits')
     ORDER BY indexdef`.execute(tdb.db);
  return r.rows.map((x) => x.indexdef);
}
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb?.drop();
});

describe('the demo catalog in the test template (loaded by seedDemoCatalog)', () => {
  it('holds the 20,000 generated goods with their stock, agreement prices and area limits', async () => {
    const counts = await sql<{ goods: string; stock: string; prices: string; limits: string; orgs: string }>`
      SELECT (SELECT count(*) FROM goods) AS goods, (SELECT count(*) FROM goods_stock) AS stock,
             (SELECT count(*) FROM goods_agreement_prices) AS prices,
             (SELECT count(*) FROM goods_area_limits) AS limits,
             (SELECT count(*) FROM organizations WHERE kind = 'vendor') AS orgs`.execute(tdb.db);
    const row = counts.rows[0]!;
    expect(Number(row.goods)).toBe(DEMO_CATALOG_COUNT);
    expect(Number(row.stock)).toBeGreaterThan(DEMO_CATALOG_COUNT);
    expect(Number(row.prices)).toBeGreaterThan(1000);
    expect(Number(row.limits)).toBeGreaterThan(100);
    expect(Number(row.orgs)).toBe(8);
    const g = await tdb.db.selectFrom('goods').selectAll().where('id', '=', '1').executeTakeFirstOrThrow();
    const [expected] = [...generateGoods(1)];
    expect(g.name).toBe(expected!.goods.name);
    expect(g.search_terms).toEqual(expected!.goods.search_terms);
    expect(g.attrs).toEqual(expected!.goods.attrs);
    expect(Number(g.list_price)).toBe(expected!.goods.list_price);
  });

  it('left every foreign key validated and every index in place, nothing pending', async () => {
    const fks = await sql<{ conname: string; convalidated: boolean }>`
      SELECT conname, convalidated FROM pg_constraint
       WHERE contype = 'f' AND conrelid IN ('goods'::regclass, 'goods_stock'::regclass,
             'goods_agreement_prices'::regclass, 'goods_area_limits'::regclass)`.execute(tdb.db);
    expect(fks.rows.length).toBeGreaterThanOrEqual(8);
    expect(fks.rows.every((r) => r.convalidated)).toBe(true);
    const idx = await indexesOfGoods();
    expect(idx.some((d) => / USING gin /.test(d))).toBe(true);
    expect(idx.some((d) => d.startsWith('CREATE UNIQUE INDEX goods_sku_code_key'))).toBe(true);
    const pending = await tdb.db
      .selectFrom('app_meta')
      .select('key')
      .where('key', '=', 'catalog_load_pending_ddl')
      .execute();
    expect(pending).toEqual([]);
  });

  it('reloads a smaller catalog with dropped and rebuilt indexes, and the sequences move past the ids', async () => {
    const before = await indexesOfGoods();
    const stats = await loadCatalog(tdb.url, { count: 1500, dropIndexes: true });
    expect(stats.goods).toBe(1500);
    const n = await tdb.db
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1500);
    expect(await indexesOfGoods()).toEqual(before);
    const inserted = await tdb.db
      .insertInto('brands')
      .values({ name_cn: '新品牌' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(Number(inserted.id)).toBeGreaterThan(100);
  });
});
