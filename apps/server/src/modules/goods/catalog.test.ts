import { beforeAll, describe, expect, it } from 'vitest';
import {
  brandPageEndpoint,
  catalogMultistageEndpoint,
  catalogTreeEndpoint,
  catalogTreeForShopEndpoint,
} from '@pm/contract/goods';
import { type CallInput, useTestApp, VISITOR } from '../../test/app';
import { insertFixtures, type Fixtures } from './test-fixtures';

const ctx = useTestApp();
let fx: Fixtures;

beforeAll(async () => {
  fx = await insertFixtures(ctx.tdb.db);
});

const brands = (query: CallInput<typeof brandPageEndpoint>) => ctx.call(brandPageEndpoint, query, VISITOR);
const tree = async () => (await ctx.call(catalogTreeEndpoint, undefined, VISITOR)).body.data;
const shopTree = async () => (await ctx.call(catalogTreeForShopEndpoint, undefined, VISITOR)).body.data;
const levels = (query: CallInput<typeof catalogMultistageEndpoint>) =>
  ctx.call(catalogMultistageEndpoint, query, VISITOR);

describe('GET /goods/brand/paged', () => {
  it('pages brands filtered by Chinese name, wildcards literal', async () => {
    const { body } = await brands({ nameCn: '栗' });
    expect(body.data).toMatchObject({
      total: 1,
      page: 1,
      limit: 20,
      records: [{ id: fx.lifeng, nameCn: '栗枫', nameEn: 'Lifeng', initial: 'L' }],
    });
    expect((await brands({ nameCn: '%' })).body.data.total).toBe(0);
    const all = (await brands({ limit: 100 })).body.data;
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.records.map((b) => b.id)).toContain(fx.cuiniao);
  });

  it('refuses bad paging and an over-long name in Chinese', async () => {
    const bad = await brands({ page: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('页码最小为 1');
    const long = await brands({ nameCn: '栗'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('品牌名称过长');
  });
});

describe('catalog trees', () => {
  it('GET /catalog-front/tree has three levels with goods on sale per node', async () => {
    const top = (await tree()).find((n) => n.id === fx.top)!;
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
    const top = (await tree()).find((n) => n.id === fx.top)!;
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
    const shop = (await shopTree()).find((n) => n.id === fx.top)!;
    expect(shop.children[0]!.children.map((c) => c.name)).toEqual(['琨瑶起子', '琨瑶装订']);
    const full = (await tree()).find((n) => n.id === fx.top)!;
    expect(full.children[0]!.children.map((c) => c.id)).toContain(empty.id);
  });
});

describe('GET /goods/catalog/multistage', () => {
  it('answers one level at a time', async () => {
    const first = (await levels({})).body.data;
    expect(first).toContainEqual({
      id: fx.top,
      name: '琨瑶五金',
      level: 1,
      parentId: null,
      hasChildren: true,
    });
    const second = (await levels({ parentId: fx.top })).body.data;
    expect(second).toEqual([
      { id: fx.mid, name: '琨瑶手动工具', level: 2, parentId: fx.top, hasChildren: true },
    ]);
    const third = (await levels({ parentId: fx.drivers })).body.data;
    expect(third).toEqual([]);
  });

  it('refuses a malformed parent id', async () => {
    const bad = await levels({ parentId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('上级分类 ID 格式不正确');
  });
});
