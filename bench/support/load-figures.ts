// Figures of bench:search-load beside its req/s: CPU seconds of processes and threads (Linux /proc), a CPU
// profile in process, the server's probe over IPC (bench/support/server-probe.ts) and pg_stat_activity
// sampled while the load runs.
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database';
import type { BenchServer } from './process';
import type { ProbeReport } from './server-probe';

/** A CPU profile of `run` in this process, written to `file`. */
export async function profiled<T>(file: string, run: () => Promise<T>): Promise<T> {
  const session = new inspector.Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params, (err, res) => (err ? reject(err) : resolve(res))),
    );
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 200 });
  await post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}

/** Waits until a file exists (a profile the server writes after its SIGUSR2). */
export async function fileWritten(file: string): Promise<void> {
  while (!fs.existsSync(file)) await new Promise((r) => setImmediate(r));
}

/**
 * CPU seconds a process (or one of its threads: `thread`) and the children it has waited for have used
 * so far (Linux /proc), or null.
 */
export function cpuOf(pid: number, withChildren: boolean, thread?: number): number | null {
  try {
    const stat = fs.readFileSync(
      thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`,
      'utf8',
    );
    // Fields after the command's closing parenthesis: utime, stime, cutime, cstime are 14–17.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(f[11]) + Number(f[12]) + (withChildren ? Number(f[13]) + Number(f[14]) : 0);
    return ticks / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

/**
 * CPU seconds of the embedded PostgreSQL in `dataDir`: the postmaster, its live children and those gone
 * (null for a database at a URL: `dataDir` null).
 */
export function postgresCpu(dataDir: string | null): number | null {
  if (dataDir === null) return null;
  let postmaster: number;
  try {
    postmaster = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  let total = cpuOf(postmaster, true);
  if (total === null) return null;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) total += cpuOf(Number(entry), false) ?? 0;
    } catch {
      // Gone meanwhile: counted in the postmaster's children once it was waited for.
    }
  }
  return total;
}

/** Asks the server's probe (bench/support/server-probe.ts) over the IPC channel and waits for its answer. */
export function probeCall(child: BenchServer['child'], message: 'probe:reset'): Promise<void>;
export function probeCall(child: BenchServer['child'], message: 'probe:report'): Promise<ProbeReport>;
export function probeCall(child: BenchServer['child'], message: string): Promise<unknown> {
  return new Promise((resolve) => {
    const on = (m: { probe?: string; report?: ProbeReport }) => {
      if (`probe:${m.probe}` !== message) return;
      child.off('message', on);
      resolve(m.report);
    };
    child.on('message', on);
    child.send(message);
  });
}

/**
 * Samples pg_stat_activity until stopped: the state and wait event of every client connection of the
 * database but `leaveOut` (the bench's own: what is left are the server's), counted in `into`.
 */
export function sampleActivity(
  db: Db,
  leaveOut: ReadonlySet<number>,
  into: Map<string, number>,
  sampled: () => void,
): { stop(): Promise<void> } {
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await sql<{ what: string }>`
        SELECT coalesce(state, '?') || coalesce(' ' || wait_event_type || ':' || wait_event, '') AS what
          FROM pg_stat_activity
         WHERE datname = current_database() AND backend_type = 'client backend'
           AND pid <> ALL (${[...leaveOut]}::int[])`.execute(db);
      sampled();
      for (const r of rows) into.set(r.what, (into.get(r.what) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/** The median of some figures (of two middle ones, their mean). */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** A load column's figures over its turns: req/s, latency percentiles (ms), failed answers. */
export interface ColumnFigures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Microseconds some task has waited on the disk since boot (Linux pressure stall information), or null. */
function ioStalled(): number | null {
  try {
    const m = /^some .*total=(\d+)/m.exec(fs.readFileSync('/proc/pressure/io', 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The share of each second (%) in which some task of the machine waited on the disk, from now until the
 * returned stop is called: a commit's fsync behind other work on a shared disk shows there as a stall.
 * Empty where the kernel does not report pressure.
 */
export function ioPressureEachSecond(): () => number[] {
  const shares: number[] = [];
  let last = ioStalled();
  if (last === null) return () => shares;
  let at = performance.now();
  const take = () => {
    const now = performance.now();
    const stalled = ioStalled() ?? last!;
    shares.push((100 * (stalled - last!)) / 1000 / (now - at));
    last = stalled;
    at = now;
  };
  const timer = setInterval(take, 1000);
  return () => {
    clearInterval(timer);
    take();
    return shares;
  };
}
