// Cart API throughput: the real server (apps/server/src/main.ts, in its own process on 127.0.0.1, with its
// database) against two references in the same run, with autocannon at 50 connections:
//   ours      GET /pm-api/cart/shop/list (buyer01's 100-line cart, for a delivery area) and
//             POST /pm-api/cart/shop/append (form, appendCartType 0: +1 to an existing line, goods round-robin);
//   same SQL  a minimal Fastify route replaying with plain pg exactly the statements those two requests run
//             (captured from the server's own pool: session lookup, cart queries, transaction), the floor of
//             this stack (bench/api-cart-refs.ts);
//   bare      a Fastify route with no database.
// Prints req/s, p50 and p99 per column, ours / same SQL, and the targets (p99 ≤ 50 ms, ≥ 60 % of same SQL).
// Usage: npm run bench:api-cart -- [--duration 12] [--rounds 3] [--connections 50] [--division 310101] [--reuse]
//   --duration D / --rounds R  each column runs R slices of D/R seconds, the columns taking turns
//   --url U / DATABASE_URL   use that PostgreSQL (migrated and seeded here when needed) instead of an
//                            embedded one in a scratch folder (--dir, default <tmp>/pm-bench-api-cart);
//                            buyer01's cart there is replaced by the bench's 100 lines
//   --log-level L            the mall's LOG_LEVEL (default warn: no line per request)
//   --explain                also print EXPLAIN ANALYZE of the slowest statement of each request
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { benchStop, openBenchDatabase, prepareMallDatabase } from './support/database';
import { type ColumnFigures as Figures, median } from './support/load-figures';
import { freePort, log, startBenchServer, startProcess } from './support/process';
import { args, opt } from './support/args';

const DURATION = Number(opt('duration', '12'));
const ROUNDS = Math.max(1, Number(opt('rounds', '3')));
const CONNECTIONS = Number(opt('connections', '50'));
const DIVISION = opt('division', '310101')!;
const LINES = 100;
const URL_ARG = opt('url') ?? process.env.DATABASE_URL ?? null;
const REUSE = args.includes('--reuse') || URL_ARG !== null;
const LOG_LEVEL = opt('log-level', 'warn')!;
const EXPLAIN = args.includes('--explain');
const dataDir = opt('dir') ?? path.join(os.tmpdir(), 'pm-bench-api-cart');

// ---------------------------------------------------------------------------------------------------
// Statement capture: every query of the server's pool, with its client, start and end.

interface Captured {
  conn: number;
  text: string;
  values: unknown[];
  start: number;
  end: number;
}
let capturing: Captured[] | null = null;
let nextConn = 0;

function hook(pool: pg.Pool): void {
  pool.on('connect', (client: pg.PoolClient) => {
    const conn = ++nextConn;
    const original = client.query.bind(client) as (...a: unknown[]) => unknown;
    (client as unknown as { query: (...a: unknown[]) => unknown }).query = (...a: unknown[]) => {
      const sink = capturing;
      if (!sink) return original(...a);
      const first = a[0] as string | { text: string; values?: unknown[] };
      const rec: Captured = {
        conn,
        text: typeof first === 'string' ? first : first.text,
        values: (typeof first === 'string'
          ? Array.isArray(a[1])
            ? a[1]
            : []
          : (first.values ?? [])) as unknown[],
        start: performance.now(),
        end: Infinity,
      };
      sink.push(rec);
      const last = a[a.length - 1];
      if (typeof last === 'function') {
        a[a.length - 1] = (...r: unknown[]) => {
          rec.end = performance.now();
          return (last as (...x: unknown[]) => unknown)(...r);
        };
        return original(...a);
      }
      const p = original(...a) as Promise<unknown>;
      return p.finally(() => {
        rec.end = performance.now();
      });
    };
  });
}

interface Unit {
  tx: boolean;
  statements: { text: string; values: unknown[] }[];
  start: number;
  end: number;
}

/** Captured queries as the replay runs them: transactions as units, overlapping units as one step. */
function planOf(queries: Captured[]): { tx: boolean; statements: { text: string; values: unknown[] }[] }[][] {
  const units: Unit[] = [];
  const open = new Map<number, Unit>();
  for (const q of [...queries].sort((a, b) => a.start - b.start)) {
    const word = q.text.trim().split(/\s+/)[0]!.toLowerCase();
    const inTx = open.get(q.conn);
    if (word === 'begin' || word === 'start') {
      const u: Unit = {
        tx: true,
        statements: [{ text: q.text, values: q.values }],
        start: q.start,
        end: q.end,
      };
      open.set(q.conn, u);
      units.push(u);
    } else if (inTx) {
      inTx.statements.push({ text: q.text, values: q.values });
      inTx.end = q.end;
      if (word === 'commit' || word === 'rollback' || word === 'end') open.delete(q.conn);
    } else
      units.push({ tx: false, statements: [{ text: q.text, values: q.values }], start: q.start, end: q.end });
  }
  const steps: Unit[][] = [];
  let current: Unit[] = [];
  let currentEnd = -Infinity;
  for (const u of units.sort((a, b) => a.start - b.start)) {
    // A unit started before the running ones ended ran beside them.
    if (current.length && u.start < currentEnd) current.push(u);
    else {
      if (current.length) steps.push(current);
      current = [u];
    }
    currentEnd = current.length === 1 ? u.end : Math.min(currentEnd, u.end);
  }
  if (current.length) steps.push(current);
  return steps.map((s) => s.map((u) => ({ tx: u.tx, statements: u.statements })));
}

// ---------------------------------------------------------------------------------------------------
// Database, cart and capture

const database = await openBenchDatabase({ url: URL_ARG, reuse: REUSE, dataDir, poolSize: 20 });
const { db, pool } = database;
hook(pool);
const children: ChildProcess[] = [];
const stop = benchStop(database, children);

/**
 * The columns of one request, measured in turns: after a warm-up of each, every column runs `ROUNDS`
 * slices of `DURATION / ROUNDS` seconds, one column after the other, so that a change in the machine's
 * load (it is shared) falls on all of them alike. Per column: the median over its slices of req/s, p50
 * and p99.
 */
async function measureTurns(columns: { label: string; opts: autocannon.Options }[]): Promise<Figures[]> {
  const base = (opts: autocannon.Options) => ({ connections: CONNECTIONS, pipelining: 1, ...opts });
  for (const c of columns) await autocannon({ ...base(c.opts), duration: 2 }); // warm-up
  const slices: autocannon.Result[][] = columns.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, c] of columns.entries()) {
      slices[i]!.push(await autocannon({ ...base(c.opts), duration: DURATION / ROUNDS }));
    }
  }
  return columns.map((c, i) => {
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
}

try {
  await prepareMallDatabase(database);

  const goods = (
    await sql<{ id: string }>`
      SELECT id::text AS id FROM goods
      WHERE status = 'on' AND moq = 1 AND order_multiple = 1 AND id >= 1000
      ORDER BY md5(id::text) LIMIT ${LINES}`.execute(db)
  ).rows.map((r) => r.id);
  if (goods.length < LINES) throw new Error(`only ${goods.length} goods fit the cart`);

  // The capture app: the mall's own buildApp on the hooked pool.
  const config = loadConfig({ ...process.env, WEB_DIST: 'none' }, { logLevel: 'silent' });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/pm-api/open/token',
    payload: { username: 'buyer01', password: 'Buyer2026' },
  });
  const token = (login.json() as { data: { access_token: string } }).data.access_token;
  const auth = { authorization: `Bearer ${token}` };
  await sql`DELETE FROM cart_lines WHERE user_id = (SELECT id FROM users WHERE username = 'buyer01')`.execute(
    db,
  );
  const filled = await app.inject({
    method: 'POST',
    url: '/pm-api/cart/shop/batch-append',
    headers: auth,
    payload: { lines: goods.map((id) => ({ id, num: 1 })) },
  });
  if (filled.statusCode !== 200) throw new Error(`batch-append: ${filled.body}`);
  const listUrl = `/pm-api/cart/shop/list?divisionCode=${DIVISION}`;
  const form = (id: string) => `id=${id}&num=1&appendCartType=0`;
  const formHeaders = { ...auth, 'content-type': 'application/x-www-form-urlencoded' };

  // The list twice: built (the first request after a change) and then sent as kept, which is what
  // runs per request while the cart and the catalog stay as they are (modules/cart/cart-view-cache.ts).
  capturing = [];
  const built = await app.inject({ method: 'GET', url: listUrl, headers: auth });
  const buildQueries = capturing;
  capturing = [];
  const listed = await app.inject({ method: 'GET', url: listUrl, headers: auth });
  const listQueries = capturing;
  capturing = [];
  const appended = await app.inject({
    method: 'POST',
    url: '/pm-api/cart/shop/append',
    headers: formHeaders,
    payload: form(goods[0]!),
  });
  const appendQueries = capturing;
  capturing = null;
  if (built.body !== listed.body) throw new Error('the kept list differs from the one built');
  if (listed.statusCode !== 200 || appended.statusCode !== 200)
    throw new Error(
      `capture: list ${listed.statusCode} ${listed.body.slice(0, 200)} / append ${appended.body}`,
    );
  const view = (listed.json() as { data: { count: number } }).data;
  log(`cart: ${view.count} lines, list answer ${(listed.body.length / 1024).toFixed(0)} KB (uncompressed)`);
  const plan = {
    list: planOf(listQueries),
    listBody: listed.body,
    append: planOf(appendQueries),
    appendGoodsId: goods[0]!,
  };
  const planFile = path.join(os.tmpdir(), `pm-bench-api-cart-plan-${process.pid}.json`);
  fs.writeFileSync(planFile, JSON.stringify(plan));
  // Each statement alone, one at a time (median of 15 runs on one connection; writes are not repeated).
  const timed = async (q: Captured[]) => {
    const lines: string[] = [];
    let slowest: { ms: number; s: Captured } | null = null;
    for (const s of q) {
      const word = s.text.trim().split(/\s+/)[0]!.toLowerCase();
      let ms = '';
      if (word === 'select') {
        const runs: number[] = [];
        for (let i = 0; i < 15; i++) {
          const t = performance.now();
          await pool.query(s.text, s.values);
          runs.push(performance.now() - t);
        }
        const median = runs.sort((a, b) => a - b)[7]!;
        if (!slowest || median > slowest.ms) slowest = { ms: median, s };
        ms = `${median.toFixed(2)} ms`;
      }
      lines.push(`    ${ms.padStart(9)}  ${s.text.replace(/\s+/g, ' ').slice(0, 140)}`);
    }
    if (EXPLAIN && slowest) {
      const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${slowest.s.text}`, slowest.s.values);
      lines.push(
        `    slowest: ${slowest.s.text}`,
        ...plan.rows.map((r: Record<string, string>) => `      ${r['QUERY PLAN']}`),
      );
    }
    return lines.join('\n');
  };
  log(
    `GET list, built, runs ${buildQueries.length} statements (${planOf(buildQueries).length} steps):\n${await timed(buildQueries)}`,
  );
  log(
    `GET list, kept, runs ${listQueries.length} statements (${plan.list.length} steps):\n${await timed(listQueries)}`,
  );
  log(
    `POST append runs ${appendQueries.length} statements (${plan.append.length} steps):\n${await timed(appendQueries)}`,
  );
  await app.close();

  // The servers, each in its own process.
  const server = await startBenchServer(database.url, { LOG_LEVEL });
  children.push(server.child);
  const refsPort = await freePort();
  children.push(
    await startProcess(
      'bench/api-cart-refs.ts',
      { DATABASE_URL: database.url, PORT: String(refsPort), PLAN: planFile },
      /refs ready/,
    ),
  );
  const mall = server.base;
  const refs = `http://127.0.0.1:${refsPort}`;
  const appendRequests = goods.map((id) => ({ method: 'POST', body: form(id) }));

  log(
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s per column in ${ROUNDS} turns (after 2 s of warm-up)`,
  );
  const rows: { what: string; ours: Figures; same: Figures; bare: Figures }[] = [];
  const row = async (what: string, columns: { label: string; opts: autocannon.Options }[]) => {
    const [ours, same, bare] = await measureTurns(columns);
    rows.push({ what, ours: ours!, same: same!, bare: bare! });
  };
  await row(`GET /cart/shop/list (${LINES} lines)`, [
    { label: 'ours GET list', opts: { url: mall + listUrl, headers: auth } },
    { label: 'same SQL GET list', opts: { url: `${refs}/same-sql/list` } },
    { label: 'bare GET', opts: { url: `${refs}/bare` } },
  ]);
  await row('POST /cart/shop/append (+1)', [
    {
      label: 'ours POST append',
      opts: { url: `${mall}/pm-api/cart/shop/append`, headers: formHeaders, requests: appendRequests },
    },
    {
      label: 'same SQL POST append',
      opts: {
        url: `${refs}/same-sql/append`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        requests: appendRequests,
      },
    },
    {
      label: 'bare POST',
      opts: {
        url: `${refs}/bare`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        requests: appendRequests,
      },
    },
  ]);
  fs.rmSync(planFile, { force: true });

  const after = await sql<{ lines: number; pieces: number }>`
    SELECT count(*)::int AS lines, coalesce(sum(num), 0)::int AS pieces FROM cart_lines
    WHERE user_id = (SELECT id FROM users WHERE username = 'buyer01')`.execute(db);
  log(`cart after the run: ${after.rows[0]?.lines} lines, ${after.rows[0]?.pieces} pieces`);

  const f = (x: Figures) =>
    `${x.rps.toFixed(0).padStart(6)} ${String(x.p50).padStart(4)} ${String(x.p99).padStart(4)}`;
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s each in ${ROUNDS} turns (medians of the turns), load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `| request | ours req/s | p50 ms | p99 ms | same-SQL req/s | p50 | p99 | bare req/s | p50 | p99 | ours/same-SQL req/s | p99 ≤ 50 ms | ≥ 60 % |`,
  );
  console.log(`|---|---|---|---|---|---|---|---|---|---|---|---|---|`);
  for (const r of rows) {
    const ratio = r.ours.rps / r.same.rps;
    console.log(
      `| ${r.what} | ${f(r.ours).trim().split(/\s+/).join(' | ')} | ${f(r.same).trim().split(/\s+/).join(' | ')} | ${f(r.bare).trim().split(/\s+/).join(' | ')} | ${(ratio * 100).toFixed(0)} % | ${r.ours.p99 <= 50 ? 'yes' : 'NO'} | ${ratio >= 0.6 ? 'yes' : 'NO'} |`,
    );
    for (const [name, x] of [
      ['ours', r.ours],
      ['same SQL', r.same],
      ['bare', r.bare],
    ] as const)
      if (x.non2xx || x.errors)
        console.log(`  ! ${r.what} ${name}: ${x.non2xx} non-2xx answers, ${x.errors} errors/timeouts`);
  }
} finally {
  await stop();
}
