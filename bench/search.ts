// Goods search at scale: loads N SKUs (default 1,000,000) into a fresh embedded PostgreSQL and prints
// p50/p95/p99 for a fixed mix of 200 queries (one- and two-character terms, brands, model numbers, pinyin
// and initials, several words, catalog filters, price filters; top 20 with total and facets) for
//   (a) ours: SearchService.search, the code behind POST /mall/goods/mall-goods/page, called directly
//       (the route adds only validation and serialization); cards, facets and the statistics write included;
//   (b) naive: name ILIKE '%kw%' for every word, with the same filters, total and facets in one statement;
//   (c) pg_trgm: the same SQL with a GIN trigram index on name;
//   (d) MiniSearch: an in-process index of the same names (a CJK tokenizer: words, characters, pairs).
// Same data, same run. Usage: npm run bench:search -- [--count 1000000] [--reuse] [--baseline N]
//   --reuse      keep a scratch database that already holds `count` goods (skips the load)
//   --url U      use the PostgreSQL at U (migrated here; loaded only when it does not hold `count` goods)
//                instead of starting an embedded one, e.g. one loaded by `npm run seed:goods`
//   --baseline N run N queries spread over the mix (every k-th) for the slow columns (b) and (c)
//   --no-mini    skip MiniSearch (it needs several GB of heap at 1M names)
//   --slowest    also list the slowest queries of (a)
import os from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { pinyin } from 'pinyin-pro';
import { sql } from 'kysely';
import { watchChanges } from '../apps/server/src/db/change-feed';
import { migrate } from '../apps/server/src/db/migrate';
import { loadCatalog } from '../apps/server/src/db/seed/catalog/load';
import { createPreparedReads } from '../apps/server/src/db/database';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { systemClock } from '../apps/server/src/lib/clock';
import { CatalogRepo } from '../apps/server/src/modules/goods/catalog.repo';
import { GoodsCardRepo } from '../apps/server/src/modules/goods/goods-card.repo';
import { SearchRepo } from '../apps/server/src/modules/goods/search.repo';
import {
  SearchService,
  type Caller,
  type SearchInput,
} from '../apps/server/src/modules/goods/search.service';
import { benchStop, openBenchDatabase } from './support/database';
import { log } from './support/process';
import { args, opt } from './support/args';

const COUNT = Number(opt('count', '1000000'));
const URL_ARG = opt('url');
const REUSE = args.includes('--reuse') || URL_ARG !== null;
const NO_MINI = args.includes('--no-mini');
const dataDir = opt('dir') ?? path.join(os.tmpdir(), 'pm-bench-search');

// ---------------------------------------------------------------------------------------------------
// Database

const database = await openBenchDatabase({ url: URL_ARG, reuse: REUSE, dataDir, poolSize: 8 });
const { db, pool } = database;
const synonymFeed = watchChanges(db, 'synonyms');
// As the app's goods module: the search's reads prepared once per connection, with generic plans.
const reads = createPreparedReads(db);
const stop = benchStop(database, [], () => {
  synonymFeed.close();
  void reads?.destroy();
});

try {
  await migrate(db);
  await seedDemo(db);
  const have = Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM goods`.execute(db)).rows[0]?.n ?? 0,
  );
  if (!REUSE || have !== COUNT) {
    log(`loading ${COUNT.toLocaleString('en')} goods with the catalog loader …`);
    const t = Date.now();
    // workers: 0 — the loader's worker threads need a TypeScript loader of their own (not under `node --import tsx`).
    const stats = await loadCatalog(pool, { count: COUNT, log, workers: 0 });
    log(`loaded ${stats.goods.toLocaleString('en')} goods in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    await sql`VACUUM ANALYZE goods`.execute(db);
  } else log(`reusing ${have.toLocaleString('en')} goods in ${URL_ARG ? 'the database at --url' : dataDir}`);
  const settings = (
    await sql<{ name: string; setting: string; unit: string | null }>`
    SELECT name, current_setting(name) AS setting, NULL AS unit FROM pg_settings WHERE name IN ('shared_buffers', 'work_mem', 'max_parallel_workers_per_gather')`.execute(
      db,
    )
  ).rows;
  const sizes = (
    await sql<{ heap: string; gin: string }>`
    SELECT pg_size_pretty(pg_relation_size('goods')) AS heap,
           pg_size_pretty(pg_relation_size('goods_search_keys_idx')) AS gin`.execute(db)
  ).rows[0]!;

  // -------------------------------------------------------------------------------------------------
  // The query mix, drawn from the data with a fixed seed.

  let seed = 20260601;
  const rnd = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)]!;
  const brands = (
    await sql<{ id: string; name_cn: string; name_en: string }>`
    SELECT b.id, b.name_cn, b.name_en FROM brands b WHERE EXISTS (SELECT 1 FROM goods g WHERE g.brand_id = b.id) ORDER BY b.id`.execute(
      db,
    )
  ).rows;
  const catalogs = (
    await sql<{ id: string; name: string; level: number }>`
    SELECT id, name, level FROM catalogs ORDER BY id`.execute(db)
  ).rows;
  const leaves = catalogs.filter((c) => c.level === 3);
  const sampleGoods = (
    await sql<{ name: string; model: string; brand: string; leaf: string }>`
    SELECT g.name, g.model, b.name_cn AS brand, c.name AS leaf FROM goods g
      JOIN brands b ON b.id = g.brand_id JOIN catalogs c ON c.id = g.catalog_id
     WHERE g.id % 997 = 0 AND g.model <> '' ORDER BY g.id LIMIT 2000`.execute(db)
  ).rows;
  const han = (s: string) => s.replace(/[^\p{Script=Han}]/gu, '');
  const leafWords = leaves.map((l) => han(l.name)).filter((w) => w.length >= 2);
  const twoChar = [...new Set(leafWords.map((w) => w.slice(0, 2)).concat(leafWords.map((w) => w.slice(-2))))];
  const oneChar = [...new Set(leafWords.map((w) => w.at(-1)!))];
  const py = (s: string) => pinyin(han(s), { toneType: 'none', type: 'array', v: true }).join('');
  const initials = (s: string) =>
    pinyin(han(s), { pattern: 'first', toneType: 'none', type: 'array' }).join('');

  interface Q {
    kind: string;
    input: SearchInput;
    caller: Caller | null;
    /** Words for the baselines: each must appear in the name (ILIKE / trigram / MiniSearch). */
    words: string[];
  }
  const base = { sort: 'relevance' as const, page: 1, limit: 20 };
  // buyer01 of the demo: its organization has agreement prices on about a third of the goods.
  const b01 = (
    await sql<{ id: string; organization_id: string }>`
    SELECT id, organization_id FROM users WHERE username = 'buyer01'`.execute(db)
  ).rows[0]!;
  const buyer: Caller = { userId: b01.id, organizationId: b01.organization_id };
  const mix: Q[] = [];
  const add = (kind: string, n: number, make: () => Omit<Q, 'kind'>) => {
    for (let i = 0; i < n; i++) mix.push({ kind, ...make() });
  };
  add('1 character', 25, () => {
    const w = pick(oneChar);
    return { input: { ...base, keyword: w }, caller: null, words: [w] };
  });
  add('2 characters', 30, () => {
    const w = pick(twoChar);
    return { input: { ...base, keyword: w }, caller: null, words: [w] };
  });
  add('brand', 20, () => {
    const b = pick(brands);
    const w = rnd() < 0.7 ? b.name_cn : b.name_en;
    return { input: { ...base, keyword: w }, caller: null, words: [w] };
  });
  add('model number', 20, () => {
    const g = pick(sampleGoods);
    const w = rnd() < 0.5 ? g.model : g.model.toLowerCase();
    return { input: { ...base, keyword: w }, caller: null, words: [w] };
  });
  add('pinyin', 15, () => {
    const w = pick(leafWords);
    return { input: { ...base, keyword: py(w) }, caller: null, words: [py(w)] };
  });
  add('initials', 5, () => {
    const w = pick(leafWords.filter((x) => x.length >= 3));
    return { input: { ...base, keyword: initials(w) }, caller: null, words: [initials(w)] };
  });
  add('several words', 25, () => {
    const g = pick(sampleGoods);
    const leaf = han(g.leaf);
    return { input: { ...base, keyword: `${g.brand} ${leaf}` }, caller: null, words: [g.brand, leaf] };
  });
  add('catalog filter', 25, () => {
    const c = pick(catalogs);
    const withWord = rnd() < 0.4;
    const w = pick(twoChar);
    return {
      input: {
        ...base,
        catalogId: c.id,
        sort: rnd() < 0.5 ? 'sales' : 'relevance',
        ...(withWord ? { keyword: w } : {}),
      },
      caller: null,
      words: withWord ? [w] : [],
    };
  });
  add('price filter', 20, () => {
    const w = pick(twoChar);
    const min = pick([0, 1000, 5000, 10000]);
    return {
      input: {
        ...base,
        keyword: w,
        priceMin: min,
        priceMax: min * 5 + 5000,
        sort: rnd() < 0.5 ? 'priceAsc' : 'relevance',
      },
      caller: null,
      words: [w],
    };
  });
  add('signed-in buyer', 15, () => {
    const w = pick(twoChar);
    return {
      input: { ...base, keyword: w, sort: pick(['relevance', 'sales', 'priceAsc', 'priceDesc'] as const) },
      caller: buyer,
      words: [w],
    };
  });

  // -------------------------------------------------------------------------------------------------
  // Columns

  const pct = (xs: number[], p: number) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
  };
  const summary = (xs: number[]) => ({
    p50: pct(xs, 50),
    p95: pct(xs, 95),
    p99: pct(xs, 99),
    mean: xs.reduce((a, b) => a + b, 0) / xs.length,
  });
  async function time(queries: Q[], run: (q: Q) => Promise<unknown>): Promise<number[]> {
    const out: number[] = [];
    for (const q of queries) {
      const t = performance.now();
      await run(q);
      out.push(performance.now() - t);
    }
    return out;
  }

  const service = new SearchService(
    db,
    new SearchRepo(),
    new CatalogRepo(),
    new GoodsCardRepo(),
    systemClock,
    // As the app's goods module: synonyms kept until search_synonyms notifies a change.
    synonymFeed,
    undefined,
    undefined,
    reads ?? undefined,
  );
  const loadAtStart = os.loadavg()[0]!;
  log('(a) ours: first pass (cold) …');
  const cold = await time(mix, (q) => service.search(q.input, q.caller));
  log('(a) ours: measured pass …');
  const ours = await time(mix, (q) => service.search(q.input, q.caller));
  const totals: number[] = [];
  for (const q of mix) totals.push((await service.search(q.input, q.caller)).total);

  /** The baselines: all words in the name, the same filters, top 20 by sales with total and facets. */
  async function baselineSql(q: Q): Promise<void> {
    const conds = [sql`g.status = 'on'`];
    for (const w of q.words) conds.push(sql`g.name ILIKE ${'%' + w.replace(/[\\%_]/g, '\\$&') + '%'}`);
    const i = q.input;
    if (i.catalogId)
      conds.push(
        sql`(g.catalog_id = ${i.catalogId} OR g.catalog2_id = ${i.catalogId} OR g.catalog1_id = ${i.catalogId})`,
      );
    const price = q.caller
      ? sql`coalesce((SELECT ap.price FROM goods_agreement_prices ap WHERE ap.organization_id = ${q.caller.organizationId} AND ap.goods_id = g.id), g.list_price)`
      : sql`g.list_price`;
    if (i.priceMin !== undefined) conds.push(sql`${price} >= ${i.priceMin}`);
    if (i.priceMax !== undefined) conds.push(sql`${price} <= ${i.priceMax}`);
    const order =
      i.sort === 'priceAsc' ? sql`price ASC` : i.sort === 'priceDesc' ? sql`price DESC` : sql`sales DESC`;
    await sql`
      WITH m AS MATERIALIZED (SELECT g.id, g.brand_id, g.catalog_id, g.sales, ${price} AS price FROM goods g
                               WHERE ${sql.join(conds, sql` AND `)})
      SELECT (SELECT count(*) FROM m) AS total,
             (SELECT json_agg(id) FROM (SELECT id FROM m ORDER BY ${order}, id LIMIT 20) p) AS ids,
             (SELECT json_agg(b) FROM (SELECT brand_id, count(*) FROM m GROUP BY 1 ORDER BY 2 DESC LIMIT 30) b) AS brands,
             (SELECT json_agg(c) FROM (SELECT catalog_id, count(*) FROM m GROUP BY 1) c) AS catalogs,
             (SELECT json_agg(d) FROM (SELECT goods_price_band(price), count(*) FROM m GROUP BY 1) d) AS bands`.execute(
      db,
    );
  }
  const nBase = Number(opt('baseline', String(mix.length)));
  // Every k-th query, so that a shorter run still covers every kind of the mix.
  const step = mix.length / Math.max(1, Math.min(nBase, mix.length));
  const baseMix =
    nBase > 0
      ? Array.from({ length: Math.min(nBase, mix.length) }, (_, k) => mix[Math.floor(k * step)]!)
      : [];
  log(`(b) naive ILIKE: ${baseMix.length} queries …`);
  await sql`DROP INDEX IF EXISTS bench_goods_name_trgm_idx`.execute(db);
  const naive = await time(baseMix, baselineSql);
  let t0 = Date.now();
  let trgm: number[] = [];
  let trgmBuild = 0;
  if (baseMix.length > 0) {
    log('(c) pg_trgm: building the trigram index …');
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`SET maintenance_work_mem = '1GB'`.execute(db);
    await sql`CREATE INDEX bench_goods_name_trgm_idx ON goods USING gin (name gin_trgm_ops)`.execute(db);
    await sql`ANALYZE goods`.execute(db);
    trgmBuild = (Date.now() - t0) / 1000;
    log(`(c) pg_trgm: index built in ${trgmBuild.toFixed(0)} s; ${baseMix.length} queries …`);
    trgm = await time(baseMix, baselineSql);
    await sql`DROP INDEX bench_goods_name_trgm_idx`.execute(db);
  }

  // (d) MiniSearch over the same names, with a tokenizer that a Chinese shop would have to give it.
  let mini: number[] | null = null;
  let miniBuild = 0;
  if (!NO_MINI) {
    log('(d) MiniSearch: indexing the names …');
    t0 = Date.now();
    const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
    const tokenize = (text: string): string[] => {
      const out: string[] = [];
      for (const { segment, isWordLike } of segmenter.segment(text.toLowerCase())) {
        if (!isWordLike) continue;
        out.push(segment);
        if (/\p{Script=Han}/u.test(segment) && segment.length > 1) {
          for (let k = 0; k < segment.length; k++) {
            out.push(segment[k]!);
            if (k + 1 < segment.length) out.push(segment.slice(k, k + 2));
          }
        }
      }
      return out;
    };
    const index = new MiniSearch<{
      id: number;
      name: string;
      b: number;
      c1: number;
      c2: number;
      c3: number;
      p: number;
      s: number;
    }>({
      fields: ['name'],
      storeFields: ['b', 'c1', 'c2', 'c3', 'p', 's'],
      tokenize,
      searchOptions: { combineWith: 'AND' },
    });
    const client = await pool.connect();
    try {
      let last = 0;
      for (;;) {
        const { rows } = await client.query<{
          id: string;
          name: string;
          b: string;
          c1: string;
          c2: string;
          c3: string;
          p: string;
          s: number;
        }>(
          `SELECT id, name, brand_id AS b, catalog1_id AS c1, catalog2_id AS c2, catalog_id AS c3, list_price AS p, sales AS s
             FROM goods WHERE status = 'on' AND id > $1 ORDER BY id LIMIT 50000`,
          [last],
        );
        if (rows.length === 0) break;
        index.addAll(
          rows.map((r) => ({
            id: Number(r.id),
            name: r.name,
            b: Number(r.b),
            c1: Number(r.c1),
            c2: Number(r.c2),
            c3: Number(r.c3),
            p: Number(r.p),
            s: r.s,
          })),
        );
        last = Number(rows.at(-1)!.id);
      }
    } finally {
      client.release();
    }
    miniBuild = (Date.now() - t0) / 1000;
    log(
      `(d) MiniSearch: ${index.documentCount.toLocaleString('en')} names in ${miniBuild.toFixed(0)} s, heap ${(process.memoryUsage().heapUsed / 2 ** 30).toFixed(1)} GB`,
    );
    mini = await time(mix, async (q) => {
      const i = q.input;
      const cat = i.catalogId ? Number(i.catalogId) : null;
      const filter = (r: { b: number; c1: number; c2: number; c3: number; p: number }) =>
        (cat === null || r.c1 === cat || r.c2 === cat || r.c3 === cat) &&
        (i.priceMin === undefined || r.p >= i.priceMin) &&
        (i.priceMax === undefined || r.p <= i.priceMax);
      const results = q.words.length ? index.search(q.words.join(' '), { filter: filter as never }) : [];
      const brandsF = new Map<number, number>();
      const catsF = new Map<number, number>();
      for (const r of results as unknown as { b: number; c3: number }[]) {
        brandsF.set(r.b, (brandsF.get(r.b) ?? 0) + 1);
        catsF.set(r.c3, (catsF.get(r.c3) ?? 0) + 1);
      }
      return results.slice(0, 20);
    });
  }

  // -------------------------------------------------------------------------------------------------
  // Report

  const fmt = (x: number) => x.toFixed(1);
  const a = summary(ours);
  const rows: Record<string, string | number>[] = [];
  const row = (name: string, xs: number[] | null, n: number, note = '') => {
    if (!xs || xs.length === 0) return;
    const s = summary(xs);
    rows.push({
      column: name,
      queries: n,
      'p50 ms': fmt(s.p50),
      'p95 ms': fmt(s.p95),
      'p99 ms': fmt(s.p99),
      'mean ms': fmt(s.mean),
      'p95 / ours': name.startsWith('(a)') ? '1.0' : (s.p95 / a.p95).toFixed(1),
      note,
    });
  };
  row('(a) ours', ours, mix.length, 'SearchService.search, second pass');
  row('(a) ours, cold', cold, mix.length, 'first pass after the load');
  row('(b) ILIKE', naive, baseMix.length, 'sequential scan');
  row('(c) pg_trgm', trgm, baseMix.length, `GIN trigram index, built in ${trgmBuild.toFixed(0)} s`);
  row('(d) MiniSearch', mini, mix.length, `in process, indexed in ${miniBuild.toFixed(0)} s`);
  console.log(
    `\n${COUNT.toLocaleString('en')} SKUs · goods heap ${sizes.heap}, search index ${sizes.gin} · ` +
      settings.map((s) => `${s.name}=${s.setting}${s.unit ?? ''}`).join(', ') +
      ` · ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end (${loadAtStart.toFixed(1)} at the start of (a)) · Node ${process.version}`,
  );
  console.table(rows);
  const kinds = [...new Set(mix.map((q) => q.kind))];
  console.table(
    kinds.map((k) => {
      const idx = mix.map((q, i) => (q.kind === k ? i : -1)).filter((i) => i >= 0);
      const xs = idx.map((i) => ours[i]!);
      const s = summary(xs);
      return {
        'ours, by kind': k,
        queries: xs.length,
        'p50 ms': fmt(s.p50),
        'p95 ms': fmt(s.p95),
        'max ms': fmt(Math.max(...xs)),
        'median total': pct(
          idx.map((i) => totals[i]!),
          50,
        ),
      };
    }),
  );
  if (args.includes('--slowest')) {
    const order = ours.map((ms, i) => [ms, i] as const).sort((x, y) => y[0] - x[0]);
    console.table(
      order.slice(0, 12).map(([ms, i]) => {
        const { page: _p, limit: _l, ...input } = mix[i]!.input;
        return {
          'ours, slowest': mix[i]!.kind,
          ms: fmt(ms),
          total: totals[i]!,
          query: JSON.stringify(input),
        };
      }),
    );
  }
  console.log(`budget: p95 ≤ 20 ms for (a): ${a.p95 <= 20 ? 'met' : 'NOT met'} (${fmt(a.p95)} ms)`);
} finally {
  await stop();
}
