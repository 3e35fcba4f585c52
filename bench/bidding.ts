// Bidding under load (npm run bench:bidding): the real server (apps/server/src/main.ts in its own node
// process on 127.0.0.1; then two such processes on one PostgreSQL) with one live event of buyer01 open to
// all suppliers and SUPPLIERS supplier organizations, each with a signed-in user.
//   1. Bids: POST /pm-api/bidding/bid at CONNECTIONS connections for DURATION s, each connection one supplier's
//      (as a supplier's browser keeps its connection to one server), each request its next lower price
//      (decrement 1 fen): accepted bids/s (2xx), p50 and p99 of the request. With two processes the
//      connections, and so the suppliers, are split between them.
//   2. Fan-out: WATCHERS server-sent-event streams (GET /pm-api/bidding/event/stream, spread over the
//      processes and the suppliers), then (after one unmeasured bid per process: the event's first there)
//      BIDS bids one after another; for each, the time from sending the
//      bid until each watcher has its event (p50, p95), and until the last of them has it (p95 over bids).
// Beside the latencies, per accepted bid of step 1: CPU ms of the server process(es) and of the embedded
// PostgreSQL, statements sent and the server's event-loop utilization (bench/support/server-probe.ts):
// on a machine shared with other work these move less than bids/s and the latencies. Then per process the
// event loop's delay and the statements by their first words (how many, mean ms from sent to result).
// Figures only, no assertion. Usage: npm run bench:bidding -- [--duration 10] [--connections 200]
//   [--warmup 3: seconds of the same bids on an event of their own before step 1 is measured, so that the
//   server's bid path is compiled by the JIT as in a server that has been taking bids; 0: none]
//   [--watchers 1000; 0: step 1 only] [--bids 40] [--processes 1,2] [--cpu-prof DIR: a CPU profile of each server over
//   step 1]   [--rate R: step 1 sends R bids/s in all (autocannon's overallRate, latencies corrected
//   for coordinated omission): the latency at that throughput, where by default every connection sends
//   its next bid on the last answer] [--client lean|autocannon: the saturated load generator, default lean
//   (bench/support/closed-loop.ts: less of the two shared cores taken from the server than autocannon)]
//   [--trace: each fan-out bid's answer and its first, median and last watcher, as they come]   --url U / DATABASE_URL: that PostgreSQL instead of an embedded one in a scratch folder
//   (--dir, default <tmp>/pm-bench-bidding)
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { ensureDivisions } from '../apps/server/src/db/seed/divisions';
import { migrate } from '../apps/server/src/db/migrate';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { benchStop, openBenchDatabase, signedInSuppliers } from './support/database';
import { cpuOf, fileWritten, ioPressureEachSecond, postgresCpu, probeCall } from './support/load-figures';
import { closedLoop, requestText } from './support/closed-loop';
import { log, startBenchServer } from './support/process';
import type { ProbeReport } from './support/server-probe';
import { args, opt } from './support/args';

const DURATION = Number(opt('duration', '10'));
const CONNECTIONS = Number(opt('connections', '200'));
const SUPPLIERS = 200;
const WATCHERS = Number(opt('watchers', '1000'));
const BIDS = Number(opt('bids', '40'));
const PROCESSES = (opt('processes', '1,2') ?? '1,2').split(',').map(Number);
const URL_ARG = opt('url') ?? process.env.DATABASE_URL ?? null;
const REUSE = args.includes('--reuse') || URL_ARG !== null;
const dataDir = opt('dir') ?? path.join(os.tmpdir(), 'pm-bench-bidding');
const CPU_PROF = opt('cpu-prof');
const RATE = opt('rate') ? Number(opt('rate')) : null;
const WARMUP = Number(opt('warmup', '3'));
const TRACE = args.includes('--trace');
// The load generator: `lean` (bench/support/closed-loop.ts, the default when saturated) or `autocannon` (always
// with --rate, whose latencies it corrects for coordinated omission).
const CLIENT = RATE ? 'autocannon' : (opt('client', 'lean') ?? 'lean');
type BidRunResult = Pick<autocannon.Result, '2xx' | 'non2xx' | 'timeouts'> & {
  latency: { p50: number; p99: number };
};
// Every process sharing the database must share the sealed-bid secret.
const SECRET = crypto.randomBytes(32).toString('hex');

const database = await openBenchDatabase({ url: URL_ARG, reuse: REUSE, dataDir, poolSize: 10 });
const { db } = database;
const children: ChildProcess[] = [];
const stop = benchStop(database, children);

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

try {
  await migrate(db);
  await ensureDivisions(db);
  await seedDemo(db);

  const tokens = await signedInSuppliers(db, SUPPLIERS);

  // One live event per run, made through the app in this process (buyer01).
  const config = loadConfig(
    {
      ...process.env,
      WEB_DIST: 'none',
      LOGIN_ADDRESS_ATTEMPTS: '100000',
      BIDDING_SECRET: SECRET,
      DATA_DIR: dataDir,
    },
    { logLevel: 'silent' },
  );
  process.env.BIDDING_SECRET = SECRET;
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  const buyerToken = (
    (
      await app.inject({
        method: 'POST',
        url: '/pm-api/open/token',
        payload: { username: 'buyer01', password: 'Buyer2026' },
      })
    ).json() as {
      data: { access_token: string };
    }
  ).data.access_token;
  const buyerId = (
    await db.selectFrom('users').select('id').where('username', '=', 'buyer01').executeTakeFirstOrThrow()
  ).id;
  const address = await db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', buyerId)
    .executeTakeFirstOrThrow();
  async function newEvent(): Promise<{ id: string; itemId: string }> {
    const start = new Date(Date.now() + 1500);
    const res = await app.inject({
      method: 'POST',
      url: '/pm-api/bidding/event/save',
      headers: { authorization: `Bearer ${buyerToken}` },
      payload: {
        title: '压测竞价',
        format: 'live',
        visibility: 'rank',
        scope: 'all',
        minBidders: 1,
        decrementValue: 1,
        snipeWindowMinutes: 0,
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + 3600_000).toISOString(),
        addressId: address.id,
        items: [{ name: '压测物料', unit: '个', quantity: 10 }],
      },
    });
    const id = (res.json() as { data: { id: string } }).data.id;
    await app.inject({
      method: 'POST',
      url: '/pm-api/bidding/event/publish',
      headers: { authorization: `Bearer ${buyerToken}` },
      payload: { id },
    });
    const item = await db
      .selectFrom('bid_items')
      .select('id')
      .where('event_id', '=', id)
      .executeTakeFirstOrThrow();
    while (Date.now() < start.getTime() + 50) await new Promise((r) => setTimeout(r, 100));
    return { id, itemId: item.id };
  }

  /** Every connection sends its supplier's next lower price (1 fen below its last) for `seconds`. */
  function bidRun(
    bases: string[],
    ev: { id: string; itemId: string },
    seconds: number,
    onAnswer: (ms: number) => void,
  ): Promise<BidRunResult[]> {
    const next = new Array<number>(SUPPLIERS).fill(0);
    let k = 0;
    /**
     * The next bid, 1 fen below the supplier's last price: the supplier of the connection (each supplier on a
     * connection of its own, as a supplier's browser keeps one to one server), or with autocannon, which does
     * not say which connection asks, a supplier in turn (two bids of one supplier may then race, and the later,
     * lower one overtake the earlier: a refusal).
     */
    const nextBid = (supplier?: number) => {
      const s = supplier ?? k++ % SUPPLIERS;
      return { s, body: `${bodyHead}${10_000_000 - next[s]!++},"deliveryDays":5}]}` };
    };
    const bodyHead = `{"eventId":"${ev.id}","lines":[{"itemId":"${ev.itemId}","price":`;
    const connections = Math.ceil(CONNECTIONS / bases.length);
    if (CLIENT === 'lean') {
      return Promise.all(
        bases.map((base, b) => {
          const heads = tokens.map((t) =>
            requestText(base, 'POST', '/pm-api/bidding/bid', {
              'content-type': 'application/json',
              authorization: `Bearer ${t}`,
            }),
          );
          return closedLoop({
            base,
            connections,
            seconds,
            timeoutSeconds: 120,
            request: (c) => {
              const bid = nextBid((b * connections + c) % SUPPLIERS);
              return heads[bid.s]!(bid.body);
            },
            onAnswer: (_status, ms) => onAnswer(ms),
          });
        }),
      );
    }
    return Promise.all(
      bases.map((base) =>
        autocannon({
          url: `${base}/pm-api/bidding/bid`,
          connections,
          pipelining: 1,
          // Bids queue on the event's row lock: a long wait is a latency, not a failure.
          timeout: 120,
          duration: seconds,
          ...(RATE ? { overallRate: Math.ceil(RATE / bases.length) } : {}),
          setupClient: (client: { on(event: string, f: (...a: never[]) => void): unknown }) => {
            client.on('response', (_status: number, _bytes: number, ms: number) => onAnswer(ms));
          },
          requests: [
            {
              method: 'POST',
              setupRequest: (req) => {
                const b = nextBid();
                const headers = {
                  ...req.headers,
                  'content-type': 'application/json',
                  authorization: `Bearer ${tokens[b.s]}`,
                };
                return { ...req, headers, body: b.body };
              },
            },
          ],
        }),
      ),
    );
  }

  const env = { BIDDING_SECRET: SECRET, SEED_DEMO: '0', DATA_DIR: dataDir, DB_POOL_MAX: '10' };
  const servers: string[] = [];
  const children2: ChildProcess[] = [];
  const rows: string[] = [];
  const work: string[] = [];
  const kindsOut: string[] = [];
  for (const n of PROCESSES) {
    while (servers.length < n) {
      const s = await startBenchServer(
        database.url,
        { ...env, ...(CPU_PROF ? { PM_CPU_PROF_DIR: path.resolve(CPU_PROF) } : {}) },
        {
          preload: [
            './bench/support/server-probe.ts',
            ...(CPU_PROF ? ['./bench/support/cpu-profile.ts'] : []),
          ],
          ipc: true,
        },
      );
      children.push(s.child);
      children2.push(s.child);
      servers.push(s.base);
    }
    const active = servers.slice(0, n);
    log(`${n} process(es): ${active.join(', ')}`);

    // 1. bids
    const ev = await newEvent();
    // Every supplier has the event open (参与竞价 reads its bids once): its session is known to the server,
    // as it is for a supplier that bids, not only the first time (either process may take its bids).
    await Promise.all(
      active.map(async (base) => {
        for (let s = 0; s < SUPPLIERS; s++) {
          const res = await fetch(`${base}/pm-api/bidding/vendor/bids?id=${ev.id}`, {
            headers: { authorization: `Bearer ${tokens[s]}` },
          });
          await res.arrayBuffer();
        }
      }),
    );
    // The same bids on an event of their own for WARMUP s first: the bid path's code compiled by the JIT
    // (before, the first second ran at half the rate with twice the latency), the pools' connections open.
    if (WARMUP > 0) await bidRun(active, await newEvent(), WARMUP, () => undefined);
    const procs = children2.slice(0, n);
    for (const c of procs) await probeCall(c, 'probe:reset');
    if (CPU_PROF) for (const c of procs) c.kill('SIGUSR2');
    const s0 = procs.map((c) => cpuOf(c.pid!, false) ?? 0);
    const pg0 = postgresCpu(URL_ARG ? null : dataDir);
    const client0 = process.cpuUsage();
    // Each answer's latency and when it came: the p99 after the first second tells a start-up burst (first
    // session lookups, the event's rules) from the steady state.
    const answers: { at: number; ms: number }[] = [];
    const began = performance.now();
    log(`step 1 of ${n} process(es) began at ${new Date().toISOString()}`);
    const ioPressure = ioPressureEachSecond();
    const runs = await bidRun(active, ev, DURATION, (ms) =>
      answers.push({ at: performance.now() - began, ms }),
    );
    const ioShares = ioPressure();
    const clientUsage = process.cpuUsage(client0);
    const clientCpu = (clientUsage.user + clientUsage.system) / 1e6;
    const serverCpu = procs.reduce((a, c, i) => a + (cpuOf(c.pid!, false) ?? 0) - s0[i]!, 0);
    const pgCpu = pg0 === null ? null : (postgresCpu(dataDir) ?? 0) - pg0;
    const reports: ProbeReport[] = [];
    for (const c of procs) reports.push(await probeCall(c, 'probe:report'));
    if (CPU_PROF) {
      for (const c of procs) {
        const files = () => fs.readdirSync(CPU_PROF).filter((f) => f.startsWith(`server-${c.pid}-`));
        const had = files().length;
        c.kill('SIGUSR2');
        const file = path.join(CPU_PROF, `server-${c.pid}-${had + 1}.cpuprofile`);
        await fileWritten(file);
        log(`CPU profile of ${n} process(es)' bids: ${file}`);
      }
    }
    const ok = runs.reduce((a, r) => a + r['2xx'], 0);
    const answered = runs.reduce((a, r) => a + r['2xx'] + r.non2xx, 0);
    const statements = reports.reduce((a, r) => a + r.statements, 0);
    const elu = reports.map((r) => r.elu.toFixed(2)).join(' / ');
    const steady = answers.filter((a) => a.at >= 1000).map((a) => a.ms);
    // Per second of step 1: a stall (a checkpoint, a long pause) shows as one second's p99 far above the rest.
    const perSecond: number[][] = [];
    for (const a of answers) (perSecond[Math.floor(a.at / 1000)] ??= []).push(a.ms);
    work.push(
      `| ${n} | ${answered} | ${pct(steady, 50).toFixed(0)} | ${pct(steady, 99).toFixed(0)} | ${((serverCpu * 1000) / answered).toFixed(2)} | ${pgCpu === null ? '–' : ((pgCpu * 1000) / answered).toFixed(2)} | ${((clientCpu * 1000) / answered).toFixed(2)} | ${(statements / answered).toFixed(2)} | ${elu} |`,
    );
    // Where a batch's time goes: the statements by their first words (a batch is one lock of the event).
    const kinds = new Map<string, { n: number; ms: number }>();
    for (const r of reports) {
      for (const [text, f] of Object.entries(r.kinds)) {
        const k = kinds.get(text) ?? { n: 0, ms: 0 };
        k.n += f.n;
        k.ms += f.ms;
        kinds.set(text, k);
      }
    }
    const loop = reports
      .map(
        (r) => `${r.loopDelayP50.toFixed(1)} / ${r.loopDelayP99.toFixed(1)} / ${r.loopDelayMax.toFixed(1)}`,
      )
      .join(', ');
    const gcs = reports
      .map(
        (r) =>
          `${r.gc.n} (${r.gc.ms.toFixed(0)} ms, longest ${r.gc.maxMs.toFixed(1)}; ${r.gc.major} major, ${r.gc.majorMs.toFixed(0)} ms)`,
      )
      .join(', ');
    const inServer = reports.map((r) => `${r.requestP50.toFixed(1)} / ${r.requestP99.toFixed(1)}`).join(', ');
    kindsOut.push(
      `\n${n} process(es): p99 ms of each second of step 1: ${perSecond.map((xs) => pct(xs, 99).toFixed(0)).join(' ')}`,
    );
    // A second whose p99 is far above the rest and whose disk was busy: commits waited on their fsync.
    if (ioShares.length > 0) {
      kindsOut.push(
        `${n} process(es): % of each second of step 1 in which some task of the machine waited on the disk (/proc/pressure/io): ${ioShares.map((x) => x.toFixed(0)).join(' ')}`,
      );
    }
    kindsOut.push(
      `${n} process(es): event-loop delay p50 / p99 / max ms ${loop}; garbage collections ${gcs}; a request's time in the server p50 / p99 ms ${inServer}; statements by their first words:`,
    );
    kindsOut.push('| statement | sent | mean ms (sent → result) |', '|---|---|---|');
    for (const [text, f] of [...kinds].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8)) {
      kindsOut.push(`| \`${text.replace(/\|/g, '\\|')}\` | ${f.n} | ${(f.ms / f.n).toFixed(2)} |`);
    }
    const non2xx = runs.reduce((a, r) => a + r.non2xx + r.timeouts, 0);
    // The refused by their HTTP status (400: the decrement; anything else would be a fault).
    const byStatus = new Map<string, number>();
    for (const r of runs) {
      const stats =
        (r as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
      for (const [code, v] of Object.entries(stats)) {
        if (!code.startsWith('2')) byStatus.set(code, (byStatus.get(code) ?? 0) + v.count);
      }
    }
    const refusedBy = byStatus.size ? ` (${[...byStatus].map(([c, v]) => `${c}: ${v}`).join(', ')})` : '';
    const p50 = Math.max(...runs.map((r) => r.latency.p50));
    const p99 = Math.max(...runs.map((r) => r.latency.p99));
    const persisted = (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM bids WHERE event_id = ${ev.id}`.execute(db)
    ).rows[0]!.n;

    // 2. fan-out
    const fan = await newEvent();
    const received: Map<number, number>[] = [];
    const streams: http.ClientRequest[] = [];
    let opened = 0;
    await new Promise<void>((resolve) => {
      if (WATCHERS === 0) resolve();
      for (let w = 0; w < WATCHERS; w++) {
        const seen = new Map<number, number>();
        received.push(seen);
        const base = active[w % n]!;
        const req = http.get(
          `${base}/pm-api/bidding/event/stream?id=${fan.id}`,
          { headers: { authorization: `Bearer ${tokens[w % SUPPLIERS]}` }, agent: false },
          (res) => {
            res.setEncoding('utf8');
            let buf = '';
            let first = true;
            res.on('data', (chunk: string) => {
              buf += chunk;
              let cut: number;
              while ((cut = buf.indexOf('\n\n')) >= 0) {
                const block = buf.slice(0, cut);
                buf = buf.slice(cut + 2);
                const m = /^id: (\d+)$/m.exec(block);
                if (!m) continue;
                seen.set(Number(m[1]), performance.now());
                if (first) {
                  first = false;
                  if (++opened === WATCHERS) resolve();
                }
              }
            });
          },
        );
        req.on('error', () => undefined);
        streams.push(req);
      }
    });
    const perWatcher: number[] = [];
    const lastWatcher: number[] = [];
    // First one bid on each process, not measured: an event's first bid in a process reads its frozen rules and
    // its bids (bidding-place.ts), as a supplier's first bid does, and is bid latency rather than fan-out.
    for (let b = 0; b < (WATCHERS === 0 ? 0 : n + BIDS); b++) {
      const pos = (
        await db
          .selectFrom('bid_events')
          .select('log_position')
          .where('id', '=', fan.id)
          .executeTakeFirstOrThrow()
      ).log_position;
      const seq = pos + 1;
      const t0 = performance.now();
      const res = await fetch(`${active[b % n]}/pm-api/bidding/bid`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[b % SUPPLIERS]}` },
        body: JSON.stringify({
          eventId: fan.id,
          lines: [{ itemId: fan.itemId, price: 1_000_000 - b, deliveryDays: 5 }],
        }),
      });
      await res.arrayBuffer();
      const answeredAt = performance.now() - t0;
      while (received.some((s) => !s.has(seq))) await new Promise((r) => setTimeout(r, 2));
      const times = received.map((s) => s.get(seq)! - t0);
      if (b >= n) {
        perWatcher.push(...times);
        lastWatcher.push(Math.max(...times));
      }
      if (TRACE)
        log(
          `bid ${b}${b < n ? ' (not measured)' : ''}: answered ${answeredAt.toFixed(0)} first ${Math.min(...times).toFixed(0)} p50 ${pct(times, 50).toFixed(0)} last ${Math.max(...times).toFixed(0)} ms`,
        );
    }
    for (const s of streams) s.destroy();
    rows.push(
      `| ${n} | ${(ok / DURATION).toFixed(0)} | ${p50} | ${p99} | ${non2xx}${refusedBy} | ${persisted} | ${WATCHERS} | ${pct(perWatcher, 50).toFixed(0)} | ${pct(perWatcher, 95).toFixed(0)} | ${pct(lastWatcher, 95).toFixed(0)} |`,
    );
  }
  await app.close();
  console.log(
    `\nbidding: ${SUPPLIERS} suppliers, ${CONNECTIONS} connections${RATE ? ` sending ${RATE} bids/s in all (p50 and p99 corrected for coordinated omission)` : ''}, ${DURATION} s; ${WATCHERS} watchers, ${BIDS} bids; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    '| processes | accepted bids/s | p50 ms | p99 ms | non-2xx (refused: a lower price of the same supplier overtook it) | bids stored | watchers | delivery p50 ms | delivery p95 ms | last watcher p95 ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
  console.log('\nwork per answered bid of step 1 (2xx and refused):');
  console.log(
    '| processes | bids answered | p50 ms after 1 s | p99 ms after 1 s | server CPU ms/bid | PostgreSQL CPU ms/bid | load generator CPU ms/bid | statements/bid | server event-loop utilization |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of work) console.log(r);
  for (const r of kindsOut) console.log(r);
} finally {
  await stop();
}
