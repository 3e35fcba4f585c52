import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDb, type Db } from '../../db/database';
import { goodsSearchEndpoint, type GoodsSearchRequest, type GoodsSearchResult } from '@pm/contract/goods';
import { DEMO, login, unchecked, useTestApp, VISITOR } from '../../test/app';
import { call } from '../../test/call';
import { SharedRead } from './search-cache';
import { insertFixtures, STAPLER_AGREEMENT, type Fixtures } from './test-fixtures';

const ctx = useTestApp();
let fx: Fixtures;
let buyer01: string;
let buyer11: string;

/** A second server process on the same database: its own pool, its own change feed, its own cache. */
let other: { app: FastifyInstance; db: Db };

beforeAll(async () => {
  fx = await insertFixtures(ctx.tdb.db);
  buyer01 = await login(ctx.app, DEMO.buyer01);
  buyer11 = await login(ctx.app, DEMO.buyer11);
  const { db } = createDb(ctx.tdb.url, 3);
  const app = await buildApp({ config: ctx.config, db, clock: ctx.clock, logger: false });
  await app.ready();
  other = { app, db };
});

afterAll(async () => {
  await other?.app.close();
  await other?.db.destroy();
});

async function search(
  body: GoodsSearchRequest,
  opts: { token?: string; app?: FastifyInstance } = {},
): Promise<{ data: GoodsSearchResult; cache: string }> {
  const res = await call(
    opts.app ?? ctx.app,
    goodsSearchEndpoint,
    { catalogId: fx.top, ...body },
    opts.token ?? VISITOR,
  );
  expect(res.status, res.res.body).toBe(200);
  return { data: res.body.data, cache: String(res.res.headers['x-search-cache']) };
}

/**
 * Searches until the answer comes from the cache. A write made through another pool (another process)
 * moves the feed's version when the feed hears it, a moment after the write answered: an answer
 * computed meanwhile is not kept (dropping too much is allowed, never too little).
 */
async function kept(
  body: GoodsSearchRequest,
  opts: { token?: string; app?: FastifyInstance } = {},
): Promise<{ data: GoodsSearchResult; cache: string }> {
  for (;;) {
    const r = await search(body, opts);
    if (r.cache === 'hit') return r;
  }
}

const card = (r: GoodsSearchResult, id: string) => r.records.find((c) => c.id === id);

describe('search cache', () => {
  it('answers the same normalized request from the cache, until the catalog changes', async () => {
    const first = await search({ keyword: '订书机', page: 1, limit: 20 });
    expect(first.cache).toBe('miss');
    await kept({ keyword: '订书机', page: 1, limit: 20 });
    // The keyword cleaner's work (spaces, markup) and defaults make the same request.
    const again = await search({ keyword: '  订书机 ', sort: 'relevance', page: 1, limit: 20 });
    expect(again.cache).toBe('hit');
    expect(again.data).toEqual(first.data);
    // Another page, limit or filter is another answer.
    expect((await search({ keyword: '订书机', page: 2, limit: 20 })).cache).toBe('miss');
    expect((await search({ keyword: '订书机', page: 1, limit: 10 })).cache).toBe('miss');
    expect((await search({ keyword: '订书机', inStock: true, page: 1, limit: 20 })).cache).toBe('miss');
  });

  it('never shows an organization’s agreement prices to another or to a visitor', async () => {
    const stapler = fx.goods.stapler!;
    // buyer11's organization without agreement prices (the demo catalog gives it some).
    await ctx.tdb.db
      .deleteFrom('goods_agreement_prices')
      .where('organization_id', '=', fx.buyer11Org)
      .execute();
    const visitor = await kept({ keyword: '翠鸟 订书机', page: 1, limit: 20 });
    expect(card(visitor.data, stapler)).toMatchObject({ price: 2500, agreement: false });
    const mine = await search({ keyword: '翠鸟 订书机', page: 1, limit: 20 }, { token: buyer01 });
    expect(mine.cache).toBe('miss');
    expect(card(mine.data, stapler)).toMatchObject({ price: STAPLER_AGREEMENT, agreement: true });
    // buyer11's organization has no agreement prices: it shares the visitors' answer (list prices).
    const theirs = await search({ keyword: '翠鸟 订书机', page: 1, limit: 20 }, { token: buyer11 });
    expect(theirs.cache).toBe('hit');
    expect(card(theirs.data, stapler)).toMatchObject({ price: 2500, agreement: false });
    const visitorAgain = await search({ keyword: '翠鸟 订书机', page: 1, limit: 20 });
    expect(visitorAgain.cache).toBe('hit');
    expect(card(visitorAgain.data, stapler)).toMatchObject({ price: 2500, agreement: false });
    const mineAgain = await search({ keyword: '翠鸟 订书机', page: 1, limit: 20 }, { token: buyer01 });
    expect(mineAgain.cache).toBe('hit');
    expect(card(mineAgain.data, stapler)).toMatchObject({ price: STAPLER_AGREEMENT });
  });

  it('shows a price, stock, listing and agreement price change at the next search', async () => {
    const db = ctx.tdb.db;
    const stapler = fx.goods.stapler!;
    const body = { keyword: '订书机', page: 1, limit: 20 };
    await kept(body);

    await db.updateTable('goods').set({ list_price: 2600 }).where('id', '=', stapler).execute();
    const priced = await search(body);
    expect(priced.cache).toBe('miss');
    expect(card(priced.data, stapler)).toMatchObject({ price: 2600 });

    await db.updateTable('goods').set({ stock_total: 7 }).where('id', '=', stapler).execute();
    expect(card((await search(body)).data, stapler)).toMatchObject({ stock: 7 });

    await search(body, { token: buyer01 });
    await db
      .updateTable('goods_agreement_prices')
      .set({ price: STAPLER_AGREEMENT - 100 })
      .where('goods_id', '=', stapler)
      .where('organization_id', '=', fx.buyer01Org)
      .execute();
    const agreed = await search(body, { token: buyer01 });
    expect(card(agreed.data, stapler)).toMatchObject({ price: STAPLER_AGREEMENT - 100, agreement: true });
    // The visitor still sees the list price.
    expect(card((await search(body)).data, stapler)).toMatchObject({ price: 2600, agreement: false });

    await db.updateTable('goods').set({ status: 'off' }).where('id', '=', stapler).execute();
    expect(card((await search(body)).data, stapler)).toBeUndefined();
    await db.updateTable('goods').set({ status: 'on' }).where('id', '=', stapler).execute();
    expect(card((await search(body)).data, stapler)).toBeDefined();

    // An organization that gets its first agreement price no longer shares the visitors' answers.
    await search(body, { token: buyer11 });
    await db
      .insertInto('goods_agreement_prices')
      .values({ goods_id: stapler, organization_id: fx.buyer11Org, price: 2222 })
      .execute();
    expect(card((await search(body, { token: buyer11 })).data, stapler)).toMatchObject({ price: 2222 });
    expect(card((await search(body)).data, stapler)).toMatchObject({ price: 2600 });
    await db
      .deleteFrom('goods_agreement_prices')
      .where('organization_id', '=', fx.buyer11Org)
      .where('goods_id', '=', stapler)
      .execute();
    expect(card((await search(body, { token: buyer11 })).data, stapler)).toMatchObject({ price: 2600 });
  });

  it('drops the kept answers once per change made through its own pool, and keeps the next', async () => {
    const stapler = fx.goods.stapler!;
    const body = { keyword: '翠鸟 订书机', page: 1, limit: 20 };
    await kept(body);
    for (const price of [2610, 2620, 2630]) {
      await ctx.tdb.db.updateTable('goods').set({ list_price: price }).where('id', '=', stapler).execute();
      // Every connection of the pool hears the change; only one of them counts it.
      await Promise.all(Array.from({ length: 5 }, () => sql`SELECT 1`.execute(ctx.tdb.db)));
      const changed = await search(body);
      expect(changed.cache).toBe('miss');
      expect(card(changed.data, stapler)).toMatchObject({ price });
      const again = await search(body);
      expect(again.cache).toBe('hit');
      expect(card(again.data, stapler)).toMatchObject({ price });
    }
  });

  it('keeps answers per delivery province and shows a change of a warehouse’s stock', async () => {
    const db = ctx.tdb.db;
    const stapler = fx.goods.stapler!;
    const supplier = await db
      .selectFrom('goods')
      .select('supplier_id')
      .where('id', '=', stapler)
      .executeTakeFirstOrThrow();
    const wh = await db
      .insertInto('warehouses')
      .values({
        supplier_id: supplier.supplier_id,
        name: '琨瑶仓',
        division_code: '320500',
        serves: ['320000'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('goods_stock')
      .values({ goods_id: stapler, warehouse_id: wh.id, quantity: 3 })
      .execute();
    const body = { keyword: '订书机', divisionCode: '320506', page: 1, limit: 20 };
    expect(card((await search(body)).data, stapler)).toMatchObject({ stock: 3 });
    await kept(body);
    // Another county of the same province: the same answer.
    expect((await search({ ...body, divisionCode: '320102' })).cache).toBe('hit');
    // Another province: not the same stock.
    const elsewhere = await search({ ...body, divisionCode: '110101' });
    expect(elsewhere.cache).toBe('miss');
    expect(card(elsewhere.data, stapler)).toMatchObject({ stock: 0 });

    await db
      .updateTable('goods_stock')
      .set({ quantity: 9 })
      .where('goods_id', '=', stapler)
      .where('warehouse_id', '=', wh.id)
      .execute();
    expect(card((await search(body)).data, stapler)).toMatchObject({ stock: 9 });
  });

  it('shows a change of a catalog’s name and of the synonyms', async () => {
    const db = ctx.tdb.db;
    const body = { keyword: '螺丝刀', page: 1, limit: 20 };
    const before = await search(body);
    expect(before.data.records.some((c) => c.id === fx.goods.stapler)).toBe(false);
    await db.updateTable('catalogs').set({ name: '琨瑶改锥' }).where('id', '=', fx.drivers).execute();
    const renamed = await search(body);
    expect(renamed.cache).toBe('miss');
    expect(renamed.data.facets.catalogs.find((c) => c.id === fx.drivers)?.name).toBe('琨瑶改锥');

    await db.insertInto('search_synonyms').values({ term: '螺丝刀', synonym: '订书机' }).execute();
    const widened = await search(body);
    expect(widened.data.records.some((c) => c.id === fx.goods.stapler)).toBe(true);
    await db
      .deleteFrom('search_synonyms')
      .where('term', '=', '螺丝刀')
      .where('synonym', '=', '订书机')
      .execute();
    expect((await search(body)).data.records.some((c) => c.id === fx.goods.stapler)).toBe(false);
  });

  it('shows a price changed by another server process at the next search', async () => {
    const stapler = fx.goods.stapler!;
    const body = { keyword: '翠鸟', page: 1, limit: 20 };
    await kept(body);
    await kept(body, { app: other.app });

    // Written through the other process's pool: this process hears of it only through PostgreSQL.
    await other.db.updateTable('goods').set({ list_price: 2700 }).where('id', '=', stapler).execute();
    expect(card((await search(body)).data, stapler)).toMatchObject({ price: 2700 });
    expect(card((await search(body, { app: other.app })).data, stapler)).toMatchObject({ price: 2700 });

    // And the other way round.
    await ctx.tdb.db.updateTable('goods').set({ list_price: 2800 }).where('id', '=', stapler).execute();
    expect(card((await search(body, { app: other.app })).data, stapler)).toMatchObject({ price: 2800 });
    expect(card((await search(body)).data, stapler)).toMatchObject({ price: 2800 });
  });

  it('drops an answer computed while a write was open once the write commits', async () => {
    const stapler = fx.goods.stapler!;
    const body = { keyword: '翠鸟 订书机', page: 1, limit: 20 };
    await other.db.transaction().execute(async (trx) => {
      await trx.updateTable('goods').set({ list_price: 2900 }).where('id', '=', stapler).execute();
      // The change number has moved, the change is not visible yet: this answer is computed and kept
      // under the new number, with the old price.
      const during = await search(body);
      expect(card(during.data, stapler)).toMatchObject({ price: 2800 });
      expect(card((await kept(body)).data, stapler)).toMatchObject({ price: 2800 });
    });
    // The commit notifies every process; until this one has heard it, it may still answer the old
    // price (as if the search had come just before the commit), never after.
    let shown = 0;
    while (shown !== 2900) shown = card((await search(body)).data, stapler)!.price;
    expect((await search(body)).data.records[0]).toMatchObject({ price: 2900 });
  });

  it('keeps an answer that found nothing, its suggestions following the hot searches and the blocklist', async () => {
    const body = { keyword: '栗枫起子螺帽钳', page: 1, limit: 20 };
    const first = await search(body);
    expect(first.data).toMatchObject({ total: 0, records: [] });
    expect(first.data.suggestions).toContain('栗枫');
    const again = await kept(body);
    // The same answer; its suggestions may have moved with the hot searches counted meanwhile.
    expect({ ...again.data, suggestions: [] }).toEqual({ ...first.data, suggestions: [] });
    expect(again.data.suggestions).toContain('栗枫');

    // A hot search written after the answer was kept is suggested at once, the answer still kept; a
    // word the operators block is not.
    await sql`INSERT INTO search_keyword_stats (keyword, count, last_searched_at)
      VALUES ('琨瑶热搜', 1000000000, now())`.execute(ctx.tdb.db);
    const hot = await search(body);
    expect(hot.cache).toBe('hit');
    expect(hot.data.suggestions).toContain('琨瑶热搜');
    expect(hot.data).toMatchObject({ total: 0, records: [], keyword: '栗枫起子螺帽钳' });
    await sql`INSERT INTO search_blocked_words (word, created_at) VALUES ('琨瑶热搜', now())`.execute(
      ctx.tdb.db,
    );
    try {
      expect((await search(body)).data.suggestions).not.toContain('琨瑶热搜');
    } finally {
      await sql`DELETE FROM search_blocked_words WHERE word = '琨瑶热搜'`.execute(ctx.tdb.db);
      await sql`DELETE FROM search_keyword_stats WHERE keyword = '琨瑶热搜'`.execute(ctx.tdb.db);
    }
  });

  it('says where an answer came from in X-Search-Cache, as the OpenAPI document describes', async () => {
    const doc = (await ctx.app.inject({ url: '/pm-api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: unknown }> }>>;
    };
    const op = doc.paths['/pm-api/mall/goods/mall-goods/page']!.post!;
    expect(op.responses['200']!.headers).toEqual({
      'X-Search-Cache': {
        description: expect.stringContaining('hit') as unknown,
        schema: { type: 'string', enum: ['hit', 'miss', 'off'] },
      },
    });
    // Only the success answer carries it.
    expect(op.responses['400']!.headers).toBeUndefined();

    const body = { keyword: '栗枫', page: 1, limit: 20 };
    expect((await search(body)).cache).toBe('miss');
    expect((await search(body)).cache).toBe('hit');
    const bad = await ctx.call(goodsSearchEndpoint, { ...body, page: 0 }, VISITOR);
    expect(bad.status).toBe(400);
    expect(bad.res.headers['x-search-cache']).toBeUndefined();

    // Keeping turned off: every answer computed.
    const config = { ...ctx.config, searchCacheEntries: 0 };
    const off = await buildApp({ config, db: ctx.tdb.db, clock: ctx.clock, logger: false });
    try {
      await off.ready();
      expect((await search(body, { app: off })).cache).toBe('off');
      expect((await search(body, { app: off })).cache).toBe('off');
    } finally {
      await off.close();
    }
  });

  it('reads on connections that start without parallel workers and JIT (no statement tunes them)', async () => {
    const { rows } = await sql<{ workers: string; jit: string }>`
      SELECT current_setting('max_parallel_workers_per_gather') AS workers, current_setting('jit') AS jit`.execute(
      ctx.tdb.db,
    );
    expect(rows[0]).toEqual({ workers: '0', jit: 'off' });
  });

  it('still answers bad input with a Chinese message', async () => {
    const res = await ctx.call(
      goodsSearchEndpoint,
      unchecked({ keyword: '订书机', sort: 'cheapest', page: 1, limit: 20 }),
      VISITOR,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/排序方式/);
  });
});

describe('SharedRead', () => {
  it('gives every caller a value read after it asked, one reading for the callers waiting together', async () => {
    let n = 0;
    const gates: (() => void)[] = [];
    const read = new SharedRead(
      () =>
        new Promise<number>((resolve) => {
          const v = ++n;
          gates.push(() => resolve(v));
        }),
    );
    const a = read.read();
    const b = read.read();
    // a and b share the first reading; c asks while it runs and waits for the next.
    while (gates.length === 0) await Promise.resolve();
    const c = read.read();
    const d = read.read();
    gates.shift()!();
    expect(await a).toBe(1);
    expect(await b).toBe(1);
    while (gates.length === 0) await Promise.resolve();
    gates.shift()!();
    expect(await c).toBe(2);
    expect(await d).toBe(2);
    expect(n).toBe(2);
  });
});
