// Goods search under load: many buyers at once, most of them typing the same few words. Loads N SKUs
// (default 20,000) into a scratch embedded PostgreSQL, starts the real server (apps/server/src/main.ts,
// its own node process on 127.0.0.1) and runs autocannon at 50 connections against
//   mix     POST /pm-api/mall/goods/mall-goods/page over a Zipf-like mix (s = 1) of 200 real queries drawn
//           from the data as bench/search.ts draws them (one and two characters, brands, model numbers,
//           pinyin, several words, catalog and price filters), pages 1–3, sorts, delivery areas, asked by
//           visitors and by signed-in buyers of two organizations with agreement prices (buyer01, buyer11);
//   health  GET /pm-api/health on the same server, in the same run (the floor of this stack).
// Prints req/s, p50 and p99 per column and the share of the mix answered from the search cache (the
// answer's X-Search-Cache header), the CPU the server process and PostgreSQL used per answer of each
// column (from /proc: a fairer figure than req/s on a machine shared with other work), with the
// machine's load average.
// Usage: npm run bench:search-load -- [--count 20000] [--no-cache] [--duration 12] [--rounds 3]
// At a million SKUs: npm run bench:search-load -- --million (the same as --count 1000000, reusing the
// scratch database when it already holds them): the first run loads them with the catalog loader, as
// bench:search and seed:goods do (tens of minutes and a few GB of disk: the goods heap alone is 1.6 GB),
// into <tmp>/pm-bench-search-load-1000000, where later runs take them.
// Or load a database with seed:goods and point the bench at it: --url U --count <its goods>.
//   --no-cache       the server computes every answer (SEARCH_CACHE_ENTRIES=0)
//   --connections C  autocannon connections (default 50)
//   --rate R         the mix at R requests/s in all (autocannon's overallRate, latencies corrected for
//                    coordinated omission); by default each connection sends on the last answer
//   --warmup S       seconds of each column before the measured turns (default 2)
//   --cpu-requests N answers of each column over which the CPU per answer is measured, at 4
//                    connections, after the turns (default 2000)
//   --cpu-prof DIR   CPU profiles of those answers: the server's (server-<pid>-1.cpuprofile: the mix,
//                    -2: /health) and, in process, of the computed searches (in-process-computed.cpuprofile)
//   --no-in-process  skip the in-process measurement (the server's figures only)
//   --reuse          keep a scratch database that already holds `count` goods (skips the load)
//   --url U          use the PostgreSQL at U instead of an embedded one (--dir, default
//                    <tmp>/pm-bench-search-load-<count>)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { pinyin } from 'pinyin-pro';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDb } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { loadCatalog } from '../apps/server/src/db/seed/catalog/load';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { ensureDivisions } from '../apps/server/src/db/seed/divisions';
import { benchStop, openBenchDatabase } from './support/database';
import { log, startBenchServer, type BenchServer } from './support/process';
import type { PoolFigures, ProbeReport } from './support/server-probe';
import {
  cpuOf,
  fileWritten,
  median,
  type ColumnFigures as Figures,
  postgresCpu,
  probeCall,
  profiled,
  sampleActivity,
} from './support/load-figures';
import { args, opt } from './support/args';

const MILLION = args.includes('--million');
const COUNT = MILLION ? 1_000_000 : Number(opt('count', '20000'));
const NO_CACHE = args.includes('--no-cache');
const DURATION = Number(opt('duration', '12'));
const ROUNDS = Math.max(1, Number(opt('rounds', '3')));
const CONNECTIONS = Number(opt('connections', '50'));
const WARMUP = Number(opt('warmup', '2'));
const RATE = opt('rate') ? Number(opt('rate')) : null;
const CPU_REQUESTS = Number(opt('cpu-requests', '2000'));
const CPU_CONNECTIONS = 4;
const CPU_PROF = opt('cpu-prof');
const IN_PROCESS = !args.includes('--no-in-process');
const URL_ARG = opt('url') ?? null;
// A million goods take tens of minutes to load: kept for the next run.
const REUSE = args.includes('--reuse') || URL_ARG !== null || MILLION;
const dataDir = opt('dir') ?? path.join(os.tmpdir(), `pm-bench-search-load-${COUNT}`);
if (CPU_PROF) fs.mkdirSync(CPU_PROF, { recursive: true });

const database = await openBenchDatabase({ url: URL_ARG, reuse: REUSE, dataDir, poolSize: 8 });
const { db, pool } = database;
/** The backends of this process's own pool (left out of pg_stat_activity's samples). */
const benchBackends = new Set<number>();
pool.on('connect', (client) => {
  const pid = (client as unknown as { processID: number | null }).processID;
  if (pid) benchBackends.add(pid);
});
let server: BenchServer | null = null;
const children: BenchServer['child'][] = [];
const stop = benchStop(database, children);

/** Statements sent by every client of this process while `counting` (the in-process measurement). */
const counted = { on: false, statements: 0, texts: new Map<string, number>() };
const clientQuery = pg.Client.prototype.query as (...a: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown }).query = function (
  this: pg.Client,
  ...a: unknown[]
) {
  if (counted.on && a[0] !== undefined) {
    counted.statements++;
    const first = a[0] as string | { text: string };
    const text = (typeof first === 'string' ? first : first.text).replace(/\s+/g, ' ').slice(0, 100);
    counted.texts.set(text, (counted.texts.get(text) ?? 0) + 1);
  }
  return clientQuery.apply(this, a);
};

try {
  await migrate(db);
  await ensureDivisions(db);
  await seedDemo(db);
  const have = Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM goods`.execute(db)).rows[0]?.n ?? 0,
  );
  if (!REUSE || have !== COUNT) {
    log(`loading ${COUNT.toLocaleString('en')} goods with the catalog loader …`);
    const t = Date.now();
    const stats = await loadCatalog(pool, { count: COUNT, log, workers: 0 });
    log(`loaded ${stats.goods.toLocaleString('en')} goods in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    await sql`VACUUM ANALYZE goods`.execute(db);
  } else log(`reusing ${have.toLocaleString('en')} goods`);

  // -------------------------------------------------------------------------------------------------
  // 200 queries drawn from the data with a fixed seed (as bench/search.ts), then a Zipf-like stream.

  let seed = 20260601;
  const rnd = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)]!;
  const brands = (
    await sql<{ name_cn: string; name_en: string }>`
      SELECT b.name_cn, b.name_en FROM brands b
       WHERE EXISTS (SELECT 1 FROM goods g WHERE g.brand_id = b.id) ORDER BY b.id`.execute(db)
  ).rows;
  const catalogs = (
    await sql<{
      id: string;
      name: string;
      level: number;
    }>`SELECT id, name, level FROM catalogs ORDER BY id`.execute(db)
  ).rows;
  const leaves = catalogs.filter((c) => c.level === 3);
  const sampleGoods = (
    await sql<{ model: string; brand: string; leaf: string }>`
      SELECT g.model, b.name_cn AS brand, c.name AS leaf FROM goods g
        JOIN brands b ON b.id = g.brand_id JOIN catalogs c ON c.id = g.catalog_id
       WHERE g.id % 97 = 0 AND g.model <> '' ORDER BY g.id LIMIT 2000`.execute(db)
  ).rows;
  const han = (s: string) => s.replace(/[^\p{Script=Han}]/gu, '');
  const leafWords = leaves.map((l) => han(l.name)).filter((w) => w.length >= 2);
  const twoChar = [...new Set(leafWords.map((w) => w.slice(0, 2)).concat(leafWords.map((w) => w.slice(-2))))];
  const oneChar = [...new Set(leafWords.map((w) => w.at(-1)!))];
  const py = (s: string) => pinyin(han(s), { toneType: 'none', type: 'array', v: true }).join('');

  type Body = Record<string, unknown>;
  const queries: Body[] = [];
  const add = (n: number, make: () => Body) => {
    for (let i = 0; i < n; i++) queries.push({ sort: 'relevance', ...make() });
  };
  add(30, () => ({ keyword: pick(twoChar) }));
  add(25, () => ({ keyword: pick(oneChar) }));
  add(25, () => {
    const b = pick(brands);
    return { keyword: rnd() < 0.7 ? b.name_cn : b.name_en };
  });
  add(25, () => {
    const g = pick(sampleGoods);
    return { keyword: `${g.brand} ${han(g.leaf)}` };
  });
  add(20, () => ({ keyword: pick(sampleGoods).model }));
  add(15, () => ({ keyword: py(pick(leafWords)) }));
  add(25, () => ({
    catalogId: pick(catalogs).id,
    sort: rnd() < 0.5 ? 'sales' : 'relevance',
    ...(rnd() < 0.4 ? { keyword: pick(twoChar) } : {}),
  }));
  add(20, () => {
    const min = pick([0, 1000, 5000, 10000]);
    return { keyword: pick(twoChar), priceMin: min, priceMax: min * 5 + 5000 };
  });
  add(15, () => ({ keyword: pick(twoChar), sort: pick(['sales', 'priceAsc', 'priceDesc', 'newest']) }));
  // A real log's order: the hot words are not the first drawn.
  for (let i = queries.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [queries[i], queries[j]] = [queries[j]!, queries[i]!];
  }
  // Zipf (s = 1) over the 200 queries' ranks.
  const weights = queries.map((_, i) => 1 / (i + 1));
  const cumulative: number[] = [];
  weights.reduce((sum, w, i) => (cumulative[i] = sum + w), 0);
  const totalWeight = cumulative.at(-1)!;
  const zipf = () => {
    const x = rnd() * totalWeight;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return queries[lo]!;
  };

  // -------------------------------------------------------------------------------------------------
  // In this process first: statements and Node CPU per search (app.inject, no socket), every answer
  // computed (cache off) and every answer kept (cache on, second pass), over the 200 queries once each.

  const inProcess: { mode: string; cpuMs: number; statements: number; top: [string, number][] }[] = [];
  for (const entries of IN_PROCESS ? [0, 5000] : []) {
    const prof = createDb(database.url, 8);
    const config = loadConfig(
      { ...process.env, WEB_DIST: 'none' },
      { logLevel: 'silent', searchCacheEntries: entries },
    );
    const app = await buildApp({ config, db: prof.db, logger: false });
    await app.ready();
    const pass = async () => {
      for (const q of queries) {
        const res = await app.inject({
          method: 'POST',
          url: '/pm-api/mall/goods/mall-goods/page',
          payload: { ...q, page: 1, limit: 20 },
        });
        if (res.statusCode !== 200) throw new Error(`search ${JSON.stringify(q)}: ${res.body.slice(0, 200)}`);
      }
    };
    await pass(); // warm-up (and, with the cache, the answers kept)
    counted.statements = 0;
    counted.texts.clear();
    counted.on = true;
    const cpu = process.cpuUsage();
    if (CPU_PROF && !entries)
      await profiled(path.join(CPU_PROF, 'in-process-computed.cpuprofile'), () => pass());
    else await pass();
    const used = process.cpuUsage(cpu);
    counted.on = false;
    inProcess.push({
      mode: entries ? 'kept (cache on, hits)' : 'computed (cache off)',
      cpuMs: (used.user + used.system) / 1000 / queries.length,
      statements: counted.statements / queries.length,
      top: [...counted.texts].sort((a, b) => b[1] - a[1]).slice(0, 12),
    });
    await app.close();
    await prof.db.destroy();
  }
  for (const r of inProcess)
    log(
      `in process, ${r.mode}: ${r.cpuMs.toFixed(2)} ms of Node CPU and ${r.statements.toFixed(1)} statements per search; most run:\n${r.top
        .map(([t, n]) => `    ${String(n).padStart(5)}  ${t}`)
        .join('\n')}`,
    );

  // -------------------------------------------------------------------------------------------------
  // The server

  server = await startBenchServer(
    database.url,
    {
      ...(NO_CACHE ? { SEARCH_CACHE_ENTRIES: '0' } : {}),
      ...(CPU_PROF ? { PM_CPU_PROF_DIR: path.resolve(CPU_PROF) } : {}),
    },
    {
      preload: ['./bench/support/server-probe.ts', ...(CPU_PROF ? ['./bench/support/cpu-profile.ts'] : [])],
      ipc: true,
    },
  );
  children.push(server.child);
  const mall = server.base;
  const tokenOf = async (username: string): Promise<string> => {
    const res = await fetch(`${mall}/pm-api/open/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'Buyer2026' }),
    });
    return ((await res.json()) as { data: { access_token: string } }).data.access_token;
  };
  const callers: (Record<string, string> | null)[] = [
    null,
    null,
    null,
    { authorization: `Bearer ${await tokenOf('buyer01')}` },
    { authorization: `Bearer ${await tokenOf('buyer11')}` },
  ];

  // A fixed stream of requests, taken in turn by every connection.
  const STREAM = 20_000;
  const stream: { body: string; headers: Record<string, string> }[] = [];
  for (let i = 0; i < STREAM; i++) {
    const q = zipf();
    const r = rnd();
    const page = r < 0.85 ? 1 : r < 0.97 ? 2 : 3;
    const area = rnd() < 0.2 ? { divisionCode: pick(['310101', '110101']) } : {};
    const caller = pick(callers);
    stream.push({
      body: JSON.stringify({ ...q, ...area, page, limit: 20 }),
      headers: { 'content-type': 'application/json', ...(caller ?? {}) },
    });
  }
  const distinct = new Set(stream.map((s) => `${s.body}|${s.headers.authorization ?? ''}`)).size;
  let next = 0;
  const outcomes = new Map<string, number>();
  const missing = { on: false, kinds: new Map<string, number>() };
  const mixRequest: autocannon.RequestSpec & { onResponse: (...a: unknown[]) => void } = {
    method: 'POST',
    path: '/pm-api/mall/goods/mall-goods/page',
    setupRequest: (req) => {
      const s = stream[next++ % STREAM]!;
      return { ...req, body: s.body, headers: s.headers };
    },
    onResponse: (_status, body, _context, headers) => {
      const h = headers as Record<string, string>;
      const o = h['x-search-cache'] ?? h['X-Search-Cache'] ?? 'none';
      outcomes.set(o, (outcomes.get(o) ?? 0) + 1);
      // Which answers were computed in the measured turns: those that found goods, or nothing.
      const kind = /"total":0[,}]/.test(String(body)) ? 'found nothing' : 'found goods';
      if (o === 'miss' && missing.on) missing.kinds.set(kind, (missing.kinds.get(kind) ?? 0) + 1);
    },
  };

  const rated = RATE ? { overallRate: RATE } : {};
  const columns: { label: string; opts: autocannon.Options }[] = [
    { label: 'search mix', opts: { url: mall, requests: [mixRequest], ...rated } },
    { label: 'GET /health', opts: { url: `${mall}/pm-api/health` } },
  ];
  log(
    `${distinct} distinct requests in a stream of ${STREAM}; autocannon: ${CONNECTIONS} connections, ${DURATION} s per column in ${ROUNDS} turns (after ${WARMUP} s of warm-up); cache ${NO_CACHE ? 'OFF' : 'on'}`,
  );
  const base = (o: autocannon.Options) => ({ connections: CONNECTIONS, pipelining: 1, ...o });
  for (const c of columns) await autocannon({ ...base(c.opts), duration: WARMUP });
  outcomes.clear();
  missing.on = true;
  const slices: autocannon.Result[][] = columns.map(() => []);
  // While the mix runs: where its requests wait (the server's probe), how busy each process is, and what
  // the server's PostgreSQL connections are doing (pg_stat_activity sampled).
  const serverPid = server.child.pid!;
  const probe = server.child;
  const during = { wall: 0, server: 0, serverMain: 0, postgres: 0, bench: 0 };
  const reports: ProbeReport[] = [];
  const activity = new Map<string, number>();
  let activitySamples = 0;
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, c] of columns.entries()) {
      if (i !== 0) {
        slices[i]!.push(await autocannon({ ...base(c.opts), duration: DURATION / ROUNDS }));
        continue;
      }
      await probeCall(probe, 'probe:reset');
      const t0 = performance.now();
      const s0 = cpuOf(serverPid, false);
      const m0 = cpuOf(serverPid, false, serverPid);
      const p0 = postgresCpu(URL_ARG ? null : dataDir);
      const b0 = process.cpuUsage();
      const sampling = sampleActivity(db, benchBackends, activity, () => activitySamples++);
      slices[i]!.push(await autocannon({ ...base(c.opts), duration: DURATION / ROUNDS }));
      await sampling.stop();
      const b1 = process.cpuUsage(b0);
      during.wall += (performance.now() - t0) / 1000;
      during.server += (cpuOf(serverPid, false) ?? 0) - (s0 ?? 0);
      during.serverMain += (cpuOf(serverPid, false, serverPid) ?? 0) - (m0 ?? 0);
      during.postgres += (postgresCpu(URL_ARG ? null : dataDir) ?? 0) - (p0 ?? 0);
      during.bench += (b1.user + b1.system) / 1e6;
      reports.push(await probeCall(probe, 'probe:report'));
    }
  // CPU seconds of the server and of PostgreSQL over a fixed number of answers of each column, at a few
  // connections (no request waits long enough to time out): on a machine shared with other work, CPU
  // per answer is a fairer figure than answers per second.
  // The share from the cache is that of the measured turns.
  const turnOutcomes = new Map(outcomes);
  missing.on = false;
  const cpuFigures: ({ server: number; postgres: number; answers: number } | null)[] = [];
  for (const [i, c] of columns.entries()) {
    // --cpu-prof: the server profiles these answers (bench/support/cpu-profile.ts).
    if (CPU_PROF) server.child.kill('SIGUSR2');
    const s0 = cpuOf(serverPid, false);
    const p0 = postgresCpu(URL_ARG ? null : dataDir);
    const r = await autocannon({ ...base(c.opts), connections: CPU_CONNECTIONS, amount: CPU_REQUESTS });
    const s1 = cpuOf(serverPid, false);
    const p1 = postgresCpu(URL_ARG ? null : dataDir);
    if (CPU_PROF) {
      server.child.kill('SIGUSR2');
      const file = path.join(CPU_PROF, `server-${serverPid}-${i + 1}.cpuprofile`);
      await fileWritten(file);
      log(`CPU profile of the server over the ${c.label} answers: ${file}`);
    }
    const answers = r.requests.total - r.errors - r.timeouts;
    cpuFigures.push(
      s0 === null || s1 === null || p0 === null || p1 === null || answers <= 0
        ? null
        : { server: ((s1 - s0) * 1000) / answers, postgres: ((p1 - p0) * 1000) / answers, answers },
    );
  }
  const cpuPerAnswer = (i: number) => cpuFigures[i] ?? null;
  const figures: Figures[] = columns.map((c, i) => {
    const rs = slices[i]!;
    const f = {
      rps: median(rs.map((r) => r.requests.average)),
      p50: median(rs.map((r) => r.latency.p50)),
      p99: median(rs.map((r) => r.latency.p99)),
      non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
      errors: rs.reduce((n, r) => n + r.errors + r.timeouts, 0),
    };
    log(
      `${c.label}: ${f.rps.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms (slices: ${rs
        .map((r) => `${r.requests.average.toFixed(0)}/${r.latency.p99}`)
        .join(', ')} req/s/p99)${f.non2xx || f.errors ? `, ${f.non2xx} non-2xx, ${f.errors} errors` : ''}`,
    );
    return f;
  });
  const answered = [...turnOutcomes.values()].reduce((a, b) => a + b, 0);
  const hits = turnOutcomes.get('hit') ?? 0;
  const [mix, health] = figures as [Figures, Figures];
  console.log(
    `\n${COUNT.toLocaleString('en')} SKUs, ${CONNECTIONS} connections${RATE ? ` (the mix at ${RATE} req/s)` : ''}, ${DURATION} s per column in ${ROUNDS} turns (medians of the turns), cache ${NO_CACHE ? 'off' : 'on'}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const cpuCells = (i: number) => {
    const c = cpuPerAnswer(i);
    return c
      ? `${c.server.toFixed(2)} | ${c.postgres.toFixed(2)} | ${(c.server + c.postgres).toFixed(2)} (${c.answers} answers)`
      : '– | – | –';
  };
  console.log(
    `| column | req/s | p50 ms | p99 ms | from the cache | server CPU ms/answer | PostgreSQL CPU ms/answer | CPU ms/answer |`,
  );
  console.log(`|---|---|---|---|---|---|---|---|`);
  console.log(
    `| search mix | ${mix.rps.toFixed(0)} | ${mix.p50} | ${mix.p99} | ${answered ? ((hits / answered) * 100).toFixed(1) : '0'} % (${[
      ...turnOutcomes,
    ]
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}) | ${cpuCells(0)} |`,
  );
  if (missing.kinds.size)
    log(`computed in the turns: ${[...missing.kinds].map(([k, n]) => `${n} ${k}`).join(', ')}`);
  console.log(
    `| GET /health | ${health.rps.toFixed(0)} | ${health.p50} | ${health.p99} | | ${cpuCells(1)} |`,
  );
  // Where the mix's requests waited while it ran.
  const sumOf = (k: Exclude<keyof ProbeReport, 'pools' | 'kinds' | 'gc'>) =>
    reports.reduce((n, r) => n + r[k], 0);
  const poolLines = (served: number) => {
    const all = new Map<string, PoolFigures>();
    for (const r of reports)
      for (const [name, f] of Object.entries(r.pools)) {
        const a = all.get(name) ?? { checkouts: 0, waitMs: 0, heldMs: 0 };
        all.set(name, {
          checkouts: a.checkouts + f.checkouts,
          waitMs: a.waitMs + f.waitMs,
          heldMs: a.heldMs + f.heldMs,
        });
      }
    return [...all]
      .map(
        ([name, f]) =>
          `${name} ${(f.checkouts / served).toFixed(1)}, ${(f.waitMs / served).toFixed(1)}, ${(f.heldMs / served).toFixed(1)}`,
      )
      .join('; ');
  };
  const served = sumOf('requests');
  if (served > 0) {
    const perAnswer = (ms: number) => (ms / served).toFixed(1);
    const cores = (cpu: number) => (cpu / during.wall).toFixed(2);
    console.log(
      `\nWhile the mix ran (${served} answers): per answer ${perAnswer(sumOf('requestMs'))} ms in the server; pools (per answer: checkouts, ms waited for one, ms held): ${poolLines(
        served,
      )}, at most ${Math.max(...reports.map((r) => r.poolQueueMax))} waiting at once; ${perAnswer(
        sumOf('sqlMs'),
      )} ms in ${(sumOf('statements') / served).toFixed(1)} statements (sent → result; parallel ones add up);` +
        ` event loop busy ${(median(reports.map((r) => r.elu)) * 100).toFixed(0)} %, its delay p50 ${median(
          reports.map((r) => r.loopDelayP50),
        ).toFixed(1)} ms, p99 ${median(reports.map((r) => r.loopDelayP99)).toFixed(1)} ms, max ${Math.max(
          ...reports.map((r) => r.loopDelayMax),
        ).toFixed(0)} ms;` +
        ` cores busy: server ${cores(during.server)} (main thread ${cores(during.serverMain)}), PostgreSQL ${cores(
          during.postgres,
        )}, this bench (autocannon) ${cores(during.bench)}`,
    );
    const states = [...activity].sort((a, b) => b[1] - a[1]);
    console.log(
      `The server's PostgreSQL connections (pg_stat_activity, ${activitySamples} samples, mean connections per state): ${states
        .map(([k, n]) => `${k} ${(n / Math.max(activitySamples, 1)).toFixed(1)}`)
        .join(', ')}`,
    );
  }
  console.log(
    `\n| in process (app.inject, 200 queries as a visitor) | Node CPU ms per search | statements per search |`,
  );
  console.log(`|---|---|---|`);
  for (const r of inProcess)
    console.log(`| ${r.mode} | ${r.cpuMs.toFixed(2)} | ${r.statements.toFixed(1)} |`);
  for (const [name, x] of [
    ['search mix', mix],
    ['health', health],
  ] as const)
    if (x.non2xx || x.errors)
      console.log(`  ! ${name}: ${x.non2xx} non-2xx answers, ${x.errors} errors/timeouts`);
} finally {
  await stop();
}
