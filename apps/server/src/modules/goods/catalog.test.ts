import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { insertFixtures, type Fixtures } from './test-fixtures';

const ctx = useTestApp();
let fx: Fixtures;

beforeAll(async () => {
  fx = await insertFixtures(ctx.tdb.db);
});

interface Node {
  id: string;
  name: string;
  level: number;
  goodsCount: number;
  children: Node[];
}

const get = async (url: string) => {
  const res = await ctx.app.inject({ url: `/pm-api${url}` });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /goods/brand/paged', () => {
  it('pages brands filtered by Chinese name, wildcards literal', async () => {
    const { body } = await get(`/goods/brand/paged?nameCn=${encodeURIComponent('栗')}`);
    expect(body.data).toMatchObject({
      total: 1,
      page: 1,
      limit: 20,
      records: [{ id: fx.lifeng, nameCn: '栗枫', nameEn: 'Lifeng', initial: 'L' }],
    });
    expect((await get('/goods/brand/paged?nameCn=%25')).body.data.total).toBe(0);
    const all = (await get('/goods/brand/paged?limit=100')).body.data;
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.records.map((b: { id: string }) => b.id)).toContain(fx.cuiniao);
  });

  it('refuses bad paging and an over-long name in Chinese', async () => {
    const bad = await get('/goods/brand/paged?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('页码最小为 1');
    const long = await get(`/goods/brand/paged?nameCn=${'栗'.repeat(51)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('品牌名称过长');
  });
});

describe('catalog trees', () => {
  it('GET /catalog-front/tree has three levels with goods on sale per node', async () => {
    const { body } = await get('/catalog-front/tree');
    const top = (body.data as Node[]).find((n) => n.id === fx.top)!;
    expect(top).toMatchObject({ name: '琨瑶五金', level: 1, goodsCount: 7 });
    const mid = top.children[0]!;
    expect(mid).toMatchObject({ id: fx.mid, level: 2, goodsCount: 7 });
    expect(mid.children.map((c) => [c.name, c.level, c.goodsCount])).toEqual([
      ['琨瑶起子', 3, 4],
      ['琨瑶装订', 3, 3],
    ]);
  });

  it('keeps the counts when goods are delisted, moved or added', async () => {
    const db = ctx.tdb.db;
    await db.updateTable('goods').set({ status: 'off' }).where('id', '=', fx.goods.glue!).execute();
    await db
      .updateTable('goods')
      .set({ catalog_id: fx.drivers })
      .where('id', '=', fx.goods.stapler!)
      .execute();
    const top = ((await get('/catalog-front/tree')).body.data as Node[]).find((n) => n.id === fx.top)!;
    expect(top.children[0]!.children.map((c) => [c.name, c.goodsCount])).toEqual([
      ['琨瑶起子', 5],
      ['琨瑶装订', 1],
    ]);
    await db.updateTable('goods').set({ status: 'on' }).where('id', '=', fx.goods.glue!).execute();
    await db
      .updateTable('goods')
      .set({ catalog_id: fx.staplers })
      .where('id', '=', fx.goods.stapler!)
      .execute();
  });

  it('GET /catalog-front/tree-for-shop leaves out branches without goods', async () => {
    const empty = await ctx.tdb.db
      .insertInto('catalogs')
      .values({ level: 3, parent_id: fx.mid, name: '琨瑶空分类' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shop = ((await get('/catalog-front/tree-for-shop')).body.data as Node[]).find(
      (n) => n.id === fx.top,
    )!;
    expect(shop.children[0]!.children.map((c) => c.name)).toEqual(['琨瑶起子', '琨瑶装订']);
    const full = ((await get('/catalog-front/tree')).body.data as Node[]).find((n) => n.id === fx.top)!;
    expect(full.children[0]!.children.map((c) => c.id)).toContain(empty.id);
  });
});

describe('GET /goods/catalog/multistage', () => {
  it('answers one level at a time', async () => {
    const first = (await get('/goods/catalog/multistage')).body.data;
    expect(first).toContainEqual({
      id: fx.top,
      name: '琨瑶五金',
      level: 1,
      parentId: null,
      hasChildren: true,
    });
    const second = (await get(`/goods/catalog/multistage?parentId=${fx.top}`)).body.data;
    expect(second).toEqual([
      { id: fx.mid, name: '琨瑶手动工具', level: 2, parentId: fx.top, hasChildren: true },
    ]);
    const third = (await get(`/goods/catalog/multistage?parentId=${fx.drivers}`)).body.data;
    expect(third).toEqual([]);
  });

  it('refuses a malformed parent id', async () => {
    const bad = await get('/goods/catalog/multistage?parentId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('上级分类 ID 格式不正确');
  });
});
