import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type {
  GoodsSearchRequest,
  GoodsSearchResult,
  GoodsSort,
  GoodsTypePageRequest,
} from '@pm/contract/goods';
import {
  clearSearchHistoryEndpoint,
  goodsSearchEndpoint,
  goodsTypePageEndpoint,
  hotSearchEndpoint,
  searchHistoryEndpoint,
  suggestKeywordEndpoint,
} from '@pm/contract/goods';
import { DEMO, login, unchecked, useTestApp, VISITOR } from '../../test/app';
import { priceFineTier, priceTier, salesTier } from './search-keys';
import { SearchRepo } from './search.repo';
import { insertFixtures, STAPLER_AGREEMENT, type Fixtures } from './test-fixtures';

const ctx = useTestApp();
let fx: Fixtures;
let buyer01: string;
let buyer11: string;

beforeAll(async () => {
  fx = await insertFixtures(ctx.tdb.db);
  buyer01 = await login(ctx.app, DEMO.buyer01);
  buyer11 = await login(ctx.app, DEMO.buyer11);
});

type Result = GoodsSearchResult;

async function search(body: GoodsSearchRequest, token?: string): Promise<Result> {
  const res = await ctx.call(goodsSearchEndpoint, body, token ?? VISITOR);
  expect(res.status, res.res.body).toBe(200);
  return res.body.data;
}

/** A search within the fixture catalog: the demo catalog never interferes. */
const within = (keyword: string, extra: GoodsSearchRequest = {}, token?: string) =>
  search({ keyword, catalogId: fx.top, ...extra }, token);
const keys = (r: Result) =>
  r.records.map((c) => Object.entries(fx.goods).find(([, id]) => id === c.id)?.[0] ?? `demo:${c.id}`);

describe('search relevance (fixtures)', () => {
  it('finds a three-character term by its pairs and leaves delisted goods out', async () => {
    const r = await within('螺丝刀');
    expect(new Set(keys(r))).toEqual(new Set(['cross', 'slot', 'electric']));
    expect(r.total).toBe(3);
    expect(r.totalExact).toBe(true);
  });

  it('finds one- and two-character terms', async () => {
    expect(new Set(keys(await within('螺丝')))).toEqual(new Set(['cross', 'slot', 'electric']));
    expect(keys(await within('胶'))).toEqual(['glue']);
  });

  it('finds a brand by its Chinese or English name and ranks its goods in stock by sales, then the others', async () => {
    // heavy (sales 20) has no stock: after hex (sales 5).
    const r = await within('栗枫');
    expect(keys(r)).toEqual(['cross', 'slot', 'hex', 'heavy']);
    expect(keys(await within('lifeng'))).toEqual(['cross', 'slot', 'hex', 'heavy']);
    expect(keys(await within('KINGFISHER'))).toEqual(['stapler', 'electric', 'glue']);
  });

  it('matches model numbers case-insensitively and ranks the exact model first', async () => {
    expect(keys(await within('lf-09101'))).toEqual(['cross']);
    expect(keys(await within('LF09101'))).toEqual(['cross']);
    expect(keys(await within('6205-2rs1'))).toEqual(['electric']);
    expect(keys(await within('m6'))).toEqual(['hex']);
    // 0414 is part of one model and matches that item only
    expect(keys(await within('0414'))).toEqual(['stapler']);
  });

  it('finds goods by pinyin and initials', async () => {
    expect(new Set(keys(await within('luosidao')))).toEqual(new Set(['cross', 'slot', 'electric']));
    expect(new Set(keys(await within('lsd')))).toEqual(new Set(['cross', 'slot', 'electric']));
    expect(keys(await within('dingshuji'))).toEqual(['stapler', 'heavy']);
    expect(keys(await within('cuiniao'))).toEqual(['stapler', 'electric', 'glue']);
  });

  it('narrows with several words, with or without a space', async () => {
    expect(keys(await within('栗枫 订书机'))).toEqual(['heavy']);
    expect(keys(await within('翠鸟 螺丝刀'))).toEqual(['electric']);
    const joined = await within('栗枫订书机');
    expect(keys(joined)).toEqual(['heavy']);
    expect(keys(await within('lifeng dingshuji'))).toEqual(['heavy']);
  });

  it('strips markup from the keyword and keeps its words', async () => {
    const r = await within('  <b>订书机</b> ');
    expect(r.keyword).toBe('订书机');
    expect(keys(r)).toEqual(['stapler', 'heavy']);
  });

  it('answers an empty page with suggestions when nothing matches', async () => {
    await within('订书机');
    const r = await search({ keyword: '栗枫起子螺帽钳' });
    expect(r.total).toBe(0);
    expect(r.records).toEqual([]);
    expect(r.suggestions.length).toBeGreaterThan(0);
    expect(r.suggestions).toContain('栗枫');
    const py = await search({ keyword: 'kunyaoqiz' });
    expect(py.total).toBe(0);
    expect(py.suggestions).toContain('琨瑶起子');
  });

  it('filters by catalog at any level or by catalog name, by brand, price and stock', async () => {
    expect(keys(await search({ catalogId: fx.drivers, sort: 'sales' }))).toEqual([
      'electric',
      'cross',
      'slot',
      'hex',
    ]);
    expect(keys(await search({ catalogId: fx.mid, keyword: '订书机' }))).toEqual(['stapler', 'heavy']);
    expect(keys(await search({ catalogName: '琨瑶装订', sort: 'sales' }))).toEqual([
      'stapler',
      'heavy',
      'glue',
    ]);
    expect((await search({ catalogName: '没有这个分类' })).total).toBe(0);
    expect(keys(await within('', { brandIds: [fx.cuiniao], sort: 'priceAsc' }))).toEqual([
      'glue',
      'stapler',
      'electric',
    ]);
    expect(keys(await within('', { priceMin: 1000, priceMax: 2500, sort: 'priceDesc' }))).toEqual([
      'stapler',
      'cross',
      'slot',
    ]);
    expect(keys(await within('订书机', { inStock: true }))).toEqual(['stapler']);
  });

  it('sorts by sales, newness and price', async () => {
    expect(keys(await within('', { sort: 'sales' }))).toEqual([
      'stapler',
      'electric',
      'cross',
      'slot',
      'heavy',
      'glue',
      'hex',
    ]);
    expect(keys(await within('', { sort: 'newest' }))).toEqual([
      'hex',
      'glue',
      'heavy',
      'stapler',
      'electric',
      'slot',
      'cross',
    ]);
    expect(keys(await within('', { sort: 'priceAsc', limit: 3 }))).toEqual(['glue', 'hex', 'slot']);
    const page2 = await within('', { sort: 'priceAsc', limit: 3, page: 2 });
    expect(keys(page2)).toEqual(['cross', 'stapler', 'heavy']);
    expect(page2.total).toBe(7);
  });

  it('answers facets of brands, catalogs and price bands', async () => {
    const r = await within('');
    expect(r.facets.brands).toEqual([
      { id: fx.lifeng, name: '栗枫', count: 4 },
      { id: fx.cuiniao, name: '翠鸟', count: 3 },
    ]);
    expect(r.facets.catalogs).toEqual([
      { id: fx.drivers, name: '琨瑶起子', count: 4 },
      { id: fx.staplers, name: '琨瑶装订', count: 3 },
    ]);
    expect(r.facets.priceBands).toEqual([
      { min: 0, max: 1000, count: 2 },
      { min: 1000, max: 5000, count: 3 },
      { min: 5000, max: 10000, count: 1 },
      { min: 10000, max: 50000, count: 1 },
    ]);
    const kw = await within('螺丝刀');
    expect(kw.facets.brands.map((b) => [b.name, b.count])).toEqual([
      ['栗枫', 2],
      ['翠鸟', 1],
    ]);
  });
});

describe('keywords with spaces (seeded catalog)', () => {
  interface Row {
    id: string;
    name: string;
    model: string;
    spec: string;
    brand_cn: string;
    brand_en: string;
  }
  /** On-sale goods of the demo catalog, found through the database, never typed into the test. */
  async function seeded(where: ReturnType<typeof sql>): Promise<Row[]> {
    const { rows } = await sql<Row>`
      SELECT g.id::text AS id, g.name, g.model, g.spec, b.name_cn AS brand_cn, b.name_en AS brand_en
        FROM goods g JOIN brands b ON b.id = g.brand_id
       WHERE g.status = 'on' AND g.sku_code NOT LIKE 'H2-%' AND ${where}
       ORDER BY g.id LIMIT 50`.execute(ctx.tdb.db);
    expect(rows.length).toBeGreaterThan(0);
    return rows;
  }
  const ids = (r: Result) => r.records.map((c) => c.id);

  it('brand + model: SKF 6202 finds the SKF bearings of model 6202', async () => {
    const goods = await seeded(sql`b.name_en = 'SKF' AND g.model LIKE '6202-%'`);
    const r = await search({ keyword: 'SKF 6202', limit: 50 });
    expect(r.keyword).toBe('SKF 6202');
    expect(r.total).toBeGreaterThan(0);
    for (const g of goods) expect(ids(r)).toContain(g.id);
    for (const c of r.records) {
      expect(c.brandName).toBe('SKF');
      expect(`${c.name} ${c.model}`).toContain('6202');
    }
    // Also with the words of another spelling: lower case and a run of spaces.
    expect(ids(await search({ keyword: ' skf   6202 ', limit: 50 }))).toEqual(ids(r));
  });

  it('brand + name: 得力 订书机 finds 得力 staplers only', async () => {
    const goods = await seeded(sql`b.name_cn = '得力' AND g.name LIKE '%订书机%'`);
    const r = await search({ keyword: '得力 订书机', limit: 50 });
    expect(r.total).toBe(goods.length);
    for (const c of r.records) {
      expect(c.brandName).toBe('得力');
      expect(c.name).toContain('订书机');
    }
  });

  it('name + specification and brand + model + name find the goods they describe', async () => {
    const [bearing] = await seeded(sql`g.name LIKE '%深沟球轴承%' AND g.spec <> ''`);
    const spec = bearing!.spec.split(' ')[0]!;
    const bySpec = await search({ keyword: `深沟球轴承 ${spec}`, limit: 50 });
    expect(bySpec.total).toBeGreaterThan(0);
    expect(bySpec.records.every((c) => c.name.includes('深沟球轴承'))).toBe(true);
    const [helmet] = await seeded(sql`b.name_cn = '3M' AND g.name LIKE '%安全帽%'`);
    const exact = await search({ keyword: `3M ${helmet!.model} 安全帽` });
    expect(ids(exact)[0]).toBe(helmet!.id);
  });
});

describe('synonyms', () => {
  it('reads 螺丝 as 螺钉 and 螺栓 too', async () => {
    // Neither catalog's goods are named with 螺丝.
    for (const catalogName of ['内六角螺钉', '外六角螺栓']) {
      const r = await search({ keyword: '螺丝', catalogName });
      expect(r.total, catalogName).toBeGreaterThan(0);
      expect(r.records.every((c) => !c.name.includes('螺丝'))).toBe(true);
    }
    const plain = await search({ keyword: '内六角 螺丝', limit: 50 });
    expect(plain.records.some((c) => c.name.includes('内六角圆柱头螺钉'))).toBe(true);
  });

  it('takes a synonym an operator adds or removes at the next search', async () => {
    expect((await search({ keyword: '砺测紧固小件' })).total).toBe(0);
    await sql`INSERT INTO search_synonyms (term, synonym) VALUES ('砺测紧固小件', '六角螺母')`.execute(
      ctx.tdb.db,
    );
    expect((await search({ keyword: '砺测紧固小件' })).total).toBeGreaterThan(0);
    await sql`DELETE FROM search_synonyms WHERE term = '砺测紧固小件'`.execute(ctx.tdb.db);
    expect((await search({ keyword: '砺测紧固小件' })).total).toBe(0);
  });
});

describe('综合 ranks the goods in stock for the area first', () => {
  it('by the stock of the warehouses serving the delivery province', async () => {
    const { rows } = await sql<{ id: string; serves: string[] }>`
      SELECT w.id::text AS id, w.serves FROM warehouses w
       WHERE w.supplier_id = (SELECT id FROM organizations WHERE kind = 'vendor' ORDER BY id LIMIT 1)
       ORDER BY w.id LIMIT 1`.execute(ctx.tdb.db);
    const warehouse = rows[0]!;
    const province = warehouse.serves[0]!;
    // Only cross (sales 100) has stock there; electric (sales 300) and slot (50) have none.
    await sql`INSERT INTO goods_stock (goods_id, warehouse_id, quantity)
      VALUES (${fx.goods.cross}, ${warehouse.id}, 100), (${fx.goods.electric}, ${warehouse.id}, 0)`.execute(
      ctx.tdb.db,
    );
    try {
      const here = await within('螺丝刀', { divisionCode: province });
      expect(keys(here)).toEqual(['cross', 'electric', 'slot']);
      // Without an area: all three in stock, by sales.
      expect(keys(await within('螺丝刀'))).toEqual(['electric', 'cross', 'slot']);
      // 仅看有货 in the area: stock that reaches the minimum order quantity.
      expect(keys(await within('螺丝刀', { divisionCode: province, inStock: true }))).toEqual(['cross']);
      await sql`UPDATE goods SET moq = 101 WHERE id = ${fx.goods.cross}`.execute(ctx.tdb.db);
      expect((await within('螺丝刀', { divisionCode: province, inStock: true })).total).toBe(0);
    } finally {
      await sql`UPDATE goods SET moq = 1 WHERE id = ${fx.goods.cross}`.execute(ctx.tdb.db);
      await sql`DELETE FROM goods_stock WHERE goods_id IN (${fx.goods.cross}, ${fx.goods.electric})`.execute(
        ctx.tdb.db,
      );
    }
  });
});

describe('prices: visitors, agreement prices and other organizations', () => {
  it('shows buyer01 its agreement price and everybody else the list price', async () => {
    const mine = await within('翠鸟 订书机', {}, buyer01);
    expect(mine.records[0]).toMatchObject({ price: STAPLER_AGREEMENT, listPrice: 2500, agreement: true });
    const other = await within('翠鸟 订书机', {}, buyer11);
    expect(other.records[0]).toMatchObject({ price: 2500, agreement: false });
    const visitor = await within('翠鸟 订书机');
    expect(visitor.records[0]).toMatchObject({ price: 2500, agreement: false });
    const viaPublic = await ctx.call(
      goodsSearchEndpoint,
      { keyword: '翠鸟 订书机', catalogId: fx.top },
      buyer01,
      { public: true },
    );
    if (viaPublic.status === 200) expect(viaPublic.body.data.records[0]!.price).toBe(2500);
  });

  it('filters and sorts by the caller price', async () => {
    const body = { priceMax: 2200, sort: 'priceDesc' as const };
    expect(keys(await within('订书机', body, buyer01))).toEqual(['stapler']);
    expect(keys(await within('订书机', body, buyer11))).toEqual([]);
    expect(keys(await within('订书机', body))).toEqual([]);
    const facets = (await within('订书机', {}, buyer01)).facets.priceBands;
    expect(facets).toEqual([
      { min: 1000, max: 5000, count: 1 },
      { min: 5000, max: 10000, count: 1 },
    ]);
  });

  it('never shows buyer01 prices to buyer11, in any sort', async () => {
    for (const sort of ['relevance', 'sales', 'priceAsc', 'priceDesc', 'newest'] as const) {
      const r = await within('', { sort }, buyer11);
      expect(r.records.some((c) => c.price === STAPLER_AGREEMENT || c.agreement)).toBe(false);
    }
  });
});

describe('tiers', () => {
  it('are the same in TypeScript and in the database', async () => {
    const values = [
      0, 1, 2, 3, 9, 10, 12, 99, 100, 120, 121, 146, 147, 999, 1000, 1210, 82499, 82500, 123456789,
    ];
    const { rows } = await sql<{ v: number; p: number; f: number; s: number }>`
      SELECT v, goods_price_tier(greatest(v, 1)) AS p, goods_price_fine_tier(greatest(v, 1)) AS f,
             goods_sales_tier(v::int) AS s
        FROM unnest(${[...values, 104, 105, 109, 110, 952, 953, 9530, 99999]}::bigint[]) AS v`.execute(
      ctx.tdb.db,
    );
    for (const r of rows) {
      expect([Number(r.v), r.p]).toEqual([Number(r.v), priceTier(Math.max(1, Number(r.v)))]);
      expect([Number(r.v), r.f]).toEqual([Number(r.v), priceFineTier(Math.max(1, Number(r.v)))]);
      expect([Number(r.v), Math.floor(r.f / 4)]).toEqual([Number(r.v), r.p]);
      expect([Number(r.v), r.s]).toEqual([Number(r.v), salesTier(Number(r.v))]);
    }
  });
});

describe('agreement bounds', () => {
  const truth = async (org: string) => {
    const { rows } = await sql<{ lo: number | null; hi: number | null }>`
      SELECT min(ap.price::float8 / greatest(g.list_price, 1)) AS lo,
             max(ap.price::float8 / greatest(g.list_price, 1)) AS hi
        FROM goods_agreement_prices ap JOIN goods g ON g.id = ap.goods_id
       WHERE ap.organization_id = ${org}`.execute(ctx.tdb.db);
    return { min: Math.min(1, rows[0]!.lo ?? 1), max: Math.max(1, rows[0]!.hi ?? 1) };
  };

  it('hold every agreement price of an organization, computed again when stale or missing', async () => {
    const repo = new SearchRepo();
    const db = ctx.tdb.db;
    const org = (
      await sql<{
        organization_id: string;
      }>`SELECT organization_id FROM goods_agreement_prices LIMIT 1`.execute(db)
    ).rows[0]!.organization_id;
    const f = await repo.agreementFactors(db, org);
    const t = await truth(org);
    expect(f.min).toBeLessThanOrEqual(t.min);
    expect(f.max).toBeGreaterThanOrEqual(t.max);
    // A new agreement price far below its list price widens the bounds at once (trigger).
    const { rows } = await sql<{ goods_id: string; list_price: string }>`
      SELECT ap.goods_id, g.list_price FROM goods_agreement_prices ap JOIN goods g ON g.id = ap.goods_id
       WHERE ap.organization_id = ${org} AND g.list_price >= 100 LIMIT 1`.execute(db);
    const { goods_id: goodsId, list_price: list } = rows[0]!;
    const old = (
      await sql<{
        price: string;
      }>`SELECT price FROM goods_agreement_prices WHERE organization_id = ${org} AND goods_id = ${goodsId}`.execute(
        db,
      )
    ).rows[0]!.price;
    try {
      await sql`UPDATE goods_agreement_prices SET price = ${Math.floor(Number(list) / 10)}
                 WHERE organization_id = ${org} AND goods_id = ${goodsId}`.execute(db);
      expect((await repo.agreementFactors(db, org)).min).toBeLessThanOrEqual(0.1);
      // Stale or missing: computed from the tables.
      await sql`UPDATE goods_agreement_bounds SET min_ratio = 1, max_ratio = 1, stale = true
                 WHERE organization_id = ${org}`.execute(db);
      expect(await repo.agreementFactors(db, org)).toEqual(await truth(org));
      await sql`DELETE FROM goods_agreement_bounds WHERE organization_id = ${org}`.execute(db);
      expect(await repo.agreementFactors(db, org)).toEqual(await truth(org));
    } finally {
      await sql`UPDATE goods_agreement_prices SET price = ${old}
                 WHERE organization_id = ${org} AND goods_id = ${goodsId}`.execute(db);
    }
    // An organization without agreement prices: factors 1.
    expect(await repo.agreementFactors(db, '999999')).toEqual({ min: 1, max: 1 });
  });
});

describe('bad input', () => {
  it.each([
    [{ sort: 'cheap' }, '排序方式应为 relevance、sales、priceAsc、priceDesc 或 newest'],
    [{ priceMin: -1 }, '最低价不能为负数'],
    [{ priceMax: 1.5 }, '最高价必须是整数（单位：分）'],
    [{ limit: 1000 }, '每页条数最大为 100'],
    [{ keyword: '螺'.repeat(101) }, '搜索关键字最长 100 个字'],
    [{ catalogId: 'abc' }, 'ID 格式不正确'],
    [{ divisionCode: '12' }, '地区编码应为 6 位数字'],
  ])('%j answers 400 in Chinese', async (body, message) => {
    const res = await ctx.call(goodsSearchEndpoint, unchecked(body), VISITOR);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('answers an empty page for an empty price range', async () => {
    expect((await within('', { priceMin: 5000, priceMax: 1000 })).total).toBe(0);
  });
});

describe('search history and hot searches', () => {
  it('records the keywords of a signed-in user, newest first, and clears them', async () => {
    const token = await login(ctx.app, DEMO.buyer02);
    await search({ keyword: '栗枫' }, token);
    ctx.clock.advance(1000);
    await search({ keyword: '<i>翠鸟</i>' }, token);
    ctx.clock.advance(1000);
    await search({ keyword: '栗枫' }, token);
    const res = await ctx.call(searchHistoryEndpoint, {}, token);
    expect(res.body.data).toEqual(['栗枫', '翠鸟']);
    const cleared = await ctx.call(clearSearchHistoryEndpoint, undefined, token);
    expect(cleared.body).toMatchObject({ code: 200, data: null });
    const after = await ctx.call(searchHistoryEndpoint, {}, token);
    expect(after.body.data).toEqual([]);
  });

  it('needs a session for the history', async () => {
    const res = await ctx.call(searchHistoryEndpoint, {}, VISITOR);
    expect(res.status).toBe(401);
    const del = await ctx.call(clearSearchHistoryEndpoint, undefined, VISITOR);
    expect(del.status).toBe(401);
    const bad = await ctx.call(searchHistoryEndpoint, { limit: 0 }, buyer01);
    expect(bad.status).toBe(400);
  });

  it('counts the searches that found goods for the hot list', async () => {
    const hotList = async () => {
      const res = await ctx.call(hotSearchEndpoint, { limit: 50 }, VISITOR);
      expect(res.status).toBe(200);
      return res.body.data;
    };
    for (let i = 0; i < 5; i++) expect((await search({ keyword: '翠鸟 瞬干胶' })).total).toBe(1);
    for (let i = 0; i < 3; i++) expect((await search({ keyword: '栗枫 内六角扳手' })).total).toBe(1);
    // Nothing found: no hot search, however often (a signed-in buyer's history keeps it).
    for (let i = 0; i < 8; i++) {
      expect((await search({ keyword: '量子纠缠发生器' })).total).toBe(0);
      expect((await search({ keyword: '量子纠缠发生器' }, buyer11)).total).toBe(0);
    }
    const hot = await hotList();
    const a = hot.findIndex((h) => h.keyword === '翠鸟 瞬干胶');
    const b = hot.findIndex((h) => h.keyword === '栗枫 内六角扳手');
    expect(hot[a]).toEqual({ keyword: '翠鸟 瞬干胶', count: 5 });
    expect(hot[b]).toEqual({ keyword: '栗枫 内六角扳手', count: 3 });
    expect(a).toBeLessThan(b);
    expect(hot.map((h) => h.keyword)).not.toContain('量子纠缠发生器');
    const history = await ctx.call(searchHistoryEndpoint, { limit: 10 }, buyer11);
    expect(history.body.data).toContain('量子纠缠发生器');
    const suggested = await ctx.call(suggestKeywordEndpoint, { keyword: '量子', limit: 10 }, VISITOR);
    expect(suggested.body.data.map((x) => x.text)).not.toContain('量子纠缠发生器');
    const bad = await ctx.call(hotSearchEndpoint, unchecked({ limit: 'abc' }), VISITOR);
    expect(bad.status).toBe(400);
  });
});

describe('public lists of searches: clean words that found goods', () => {
  const hotList = async () => {
    const res = await ctx.call(hotSearchEndpoint, { limit: 50 }, VISITOR);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const suggest = async (keyword: string): Promise<string[]> => {
    const res = await ctx.call(suggestKeywordEndpoint, { keyword, limit: 20 }, VISITOR);
    expect(res.status).toBe(200);
    return res.body.data.map((x) => x.text);
  };

  it('never show broken characters, markup or symbols, whoever searched them', async () => {
    // Rows written before the rule (or by an older server) are not shown either.
    await sql`INSERT INTO search_keyword_stats (keyword, count, last_searched_at)
      VALUES ('琨瑶�乱码', 1000000, now()), ('琨瑶<b>', 999999, now())`.execute(ctx.tdb.db);
    for (let i = 0; i < 3; i++) {
      expect((await within('琨瑶起子�')).keyword).toBe('琨瑶起子');
      expect((await within('琨瑶起子 ☆★')).total).toBeGreaterThan(0);
    }
    const hot = await hotList();
    const words = hot.map((h) => h.keyword);
    expect(words).toContain('琨瑶起子');
    expect(words.some((w) => w.includes('�') || w.includes('<') || w.includes('★'))).toBe(false);
    const suggested = [...(await suggest('')), ...(await suggest('琨瑶'))];
    expect(suggested).toContain('琨瑶起子');
    expect(suggested.some((w) => w.includes('�') || w.includes('<') || w.includes('★'))).toBe(false);
  });

  it('count concurrent searches of one word, none lost', async () => {
    const before = (await hotList()).find((h) => h.keyword === '翠鸟')?.count ?? 0;
    await Promise.all(Array.from({ length: 30 }, () => within('翠鸟')));
    const after = (await hotList()).find((h) => h.keyword === '翠鸟')?.count ?? 0;
    expect(after - before).toBe(30);
  });
});

describe('GET /item/suggest-keyword', () => {
  const suggest = async (keyword: string) => {
    const res = await ctx.call(suggestKeywordEndpoint, { keyword, limit: 10 }, VISITOR);
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('suggests brands, catalogs and goods by Chinese prefix and by pinyin', async () => {
    expect(await suggest('栗')).toContainEqual({ text: '栗枫', kind: 'brand', refId: fx.lifeng });
    expect((await suggest('lif')).map((s) => s.text)).toContain('栗枫');
    expect((await suggest('kyqz')).map((s) => s.text)).toContain('琨瑶起子');
    expect((await suggest('翠鸟')).some((s) => s.kind === 'goods' || s.kind === 'brand')).toBe(true);
  });

  it('suggests popular searches, and hot searches for an empty keyword', async () => {
    for (let i = 0; i < 3; i++) await search({ keyword: '栗枫 十字螺丝刀' });
    expect((await suggest('栗枫 十')).map((s) => s.text)).toContain('栗枫 十字螺丝刀');
    const empty = await suggest('');
    expect(empty.length).toBeGreaterThan(0);
    expect(empty.every((s) => s.kind === 'hot')).toBe(true);
  });

  it('refuses a limit above 20', async () => {
    const res = await ctx.call(suggestKeywordEndpoint, { keyword: 'a', limit: 21 }, VISITOR);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('条数最大为 20');
  });
});

describe('POST /mall/goods/mall-goods-type/page', () => {
  const typePage = async (body: GoodsTypePageRequest) => {
    const res = await ctx.call(goodsTypePageEndpoint, body, VISITOR);
    expect(res.status, res.res.body).toBe(200);
    return res.body.data;
  };
  it('pages hot, new and recommended goods within a catalog', async () => {
    const hot = await typePage({ type: 'hot', catalogId: fx.top });
    expect(hot.records.map((c) => c.id)).toEqual(
      ['stapler', 'electric', 'cross', 'slot', 'heavy', 'glue', 'hex'].map((k) => fx.goods[k]),
    );
    expect(hot.total).toBe(7);
    const fresh = await typePage({ type: 'new', catalogId: fx.drivers, limit: 2 });
    expect(fresh.records.map((c) => c.id)).toEqual([fx.goods.hex, fx.goods.electric]);
    const rec = await typePage({ type: 'recommend', catalogId: fx.staplers });
    expect(rec.records.map((c) => c.id)).not.toContain(fx.goods.heavy);
    const all = await typePage({ type: 'hot', limit: 5 });
    expect(all.records).toHaveLength(5);
  });

  it('refuses an unknown type', async () => {
    const res = await ctx.call(goodsTypePageEndpoint, unchecked({ type: 'cheap' }), VISITOR);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('类型应为 hot、new 或 recommend');
  });
});

/**
 * A match set far above the exact limit: the page comes from the best tiers and the total from a
 * sample. Pages must equal a brute-force sort of every match.
 */
describe('huge match sets', () => {
  const WORD = '砺测';
  beforeAll(async () => {
    const db = ctx.tdb.db;
    await sql`
      INSERT INTO goods (sku_code, name, brand_id, catalog_id, catalog2_id, catalog1_id, supplier_id, unit,
                         list_price, market_price, sales, status, search_terms, model_norm, created_at)
      SELECT 'H2-BULK-' || i, ${WORD} || ' 批量 ' || i, CASE WHEN i % 3 = 0 THEN ${fx.lifeng}::bigint ELSE ${fx.cuiniao}::bigint END,
             ${fx.drivers}, ${fx.mid}, ${fx.top}, (SELECT id FROM organizations WHERE kind = 'vendor' ORDER BY id LIMIT 1),
             '个', 100 + (i * 7919) % 500000, 600000, (i * 104729) % 20000 / (1 + i % 7),
             CASE WHEN i % 50 = 0 THEN 'off' ELSE 'on' END,
             ARRAY[${WORD}, 'bulkword', 's:' || ((i * 2654435761) % 256)], 'bulk' || i,
             timestamptz '2025-01-01' + (i * 37 % 900) * interval '1 day'
        FROM generate_series(1, 6000) i`.execute(db);
    await sql`INSERT INTO goods_agreement_prices (goods_id, organization_id, price)
      SELECT id, ${fx.buyer01Org}, greatest(1, list_price * (60 + id % 35) / 100) FROM goods
       WHERE sku_code LIKE 'H2-BULK-%' AND id % 4 = 0`.execute(db);
    await sql`ANALYZE goods`.execute(db);
  });

  async function brute(order: string, org: string | null, limit: number, offset: number): Promise<string[]> {
    const price = org
      ? sql`coalesce((SELECT price FROM goods_agreement_prices ap WHERE ap.goods_id = g.id AND ap.organization_id = ${org}), g.list_price)`
      : sql`g.list_price`;
    const { rows } = await sql<{ id: string }>`
      SELECT g.id, g.sales, g.created_at, ${price} AS price FROM goods g
       WHERE g.status = 'on' AND g.search_terms @> ARRAY[${WORD}]
       ORDER BY ${sql.raw(order)} LIMIT ${limit} OFFSET ${offset}`.execute(ctx.tdb.db);
    return rows.map((r) => r.id);
  }

  it.each<[GoodsSort, string]>([
    ['sales', 'sales DESC, id DESC'],
    ['newest', 'created_at DESC, id DESC'],
    ['priceAsc', 'price ASC, id ASC'],
    ['priceDesc', 'price DESC, id DESC'],
    ['relevance', 'sales DESC, id DESC'],
  ])(
    '%s pages equal a full sort, for visitors and for an organization with agreement prices',
    async (sort, order) => {
      for (const [token, org] of [
        [undefined, null],
        [buyer01, fx.buyer01Org],
      ] as const) {
        for (const page of [1, 3]) {
          const r = await search({ keyword: WORD, sort, page, limit: 20 }, token);
          expect(r.totalExact).toBe(false);
          expect(r.records.map((c) => c.id)).toEqual(await brute(order, org, 20, (page - 1) * 20));
        }
      }
    },
  );

  it('estimates the total and facets from a sample', async () => {
    const r = await search({ keyword: 'bulkword' });
    expect(r.total).toBeGreaterThan(5880 * 0.7);
    expect(r.total).toBeLessThan(5880 * 1.3);
    const lifeng = r.facets.brands.find((b) => b.id === fx.lifeng)!;
    expect(lifeng.count).toBeGreaterThan(1960 * 0.6);
    expect(lifeng.count).toBeLessThan(1960 * 1.4);
  });

  it('filters a huge set by price for visitors exactly', async () => {
    const r = await search({ keyword: WORD, priceMin: 10000, priceMax: 20000, sort: 'priceAsc' });
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM goods WHERE status = 'on' AND search_terms @> ARRAY[${WORD}]
         AND list_price BETWEEN 10000 AND 20000 ORDER BY list_price, id LIMIT 20`.execute(ctx.tdb.db);
    expect(r.records.map((c) => c.id)).toEqual(rows.map((x) => x.id));
  });
});
