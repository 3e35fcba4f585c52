// Preloaded into the mall's process by bench/search-load.ts and bench/bidding.ts (node --import, with an IPC
// channel): where a request's time goes while the bench loads the server. Over a window it adds up the
// requests' time from arrival to answer, the time spent waiting for a connection of a pg pool (pool.connect
// until the client is handed over), the statements' time from being sent to their results, and measures the
// event loop: its utilization (the share of the window the main thread ran JavaScript or native work) and its
// delay (how late a timer fires: a request that arrives waits about that long before it is read), the garbage
// collector's pauses, and the requests' time in the server as percentiles.
// 'reset' starts a window, 'report' answers its figures (ProbeReport).
import http from 'node:http';
import {
  constants,
  createHistogram,
  monitorEventLoopDelay,
  performance,
  PerformanceObserver,
  type EventLoopUtilization,
} from 'node:perf_hooks';
import pg from 'pg';

export interface PoolFigures {
  checkouts: number;
  /** From asking for a connection until it was handed over. */
  waitMs: number;
  /** From its handing over until its release. */
  heldMs: number;
}

export interface ProbeReport {
  requests: number;
  requestMs: number;
  /** Per pool (its name and size): checkouts, time waited for them and time held. */
  pools: Record<string, PoolFigures>;
  /** The most callers that waited for a pool connection at once. */
  poolQueueMax: number;
  statements: number;
  sqlMs: number;
  /** Per statement (its first words), how many were sent and their time from sent to result. */
  kinds: Record<string, { n: number; ms: number }>;
  /** Event-loop utilization over the window, 0–1. */
  elu: number;
  loopDelayP50: number;
  loopDelayP99: number;
  loopDelayMax: number;
  /** Garbage collections in the window: how many, their pauses' sum and longest (ms), and the major ones. */
  gc: { n: number; ms: number; maxMs: number; major: number; majorMs: number };
  /** The requests' time from arrival to answer in the server (ms). */
  requestP50: number;
  requestP99: number;
}

let requests = 0;
let requestMs = 0;
const pools = new Map<string, PoolFigures>();
let poolQueue = 0;
let poolQueueMax = 0;
let statements = 0;
let sqlMs = 0;
const kinds = new Map<string, { n: number; ms: number }>();
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
let eluMark: EventLoopUtilization = performance.eventLoopUtilization();
const gc = { n: 0, ms: 0, maxMs: 0, major: 0, majorMs: 0 };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gc.n++;
    gc.ms += e.duration;
    gc.maxMs = Math.max(gc.maxMs, e.duration);
    if (
      (e as unknown as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR
    ) {
      gc.major++;
      gc.majorMs += e.duration;
    }
  }
}).observe({ entryTypes: ['gc'] });
/** Request times in microseconds. */
const requestTimes = createHistogram();

const connect = pg.Pool.prototype.connect as (...a: unknown[]) => unknown;
(pg.Pool.prototype as unknown as { connect: (...a: unknown[]) => unknown }).connect = function probed(
  this: pg.Pool,
  ...a: unknown[]
) {
  const start = performance.now();
  poolQueue++;
  poolQueueMax = Math.max(poolQueueMax, poolQueue);
  const pool = poolOf(this);
  const done = (client?: unknown) => {
    const now = performance.now();
    poolQueue--;
    pool.checkouts++;
    pool.waitMs += now - start;
    // Held from here until released: idle while this process has not sent its next statement yet.
    const c = client as { release?: (...x: unknown[]) => unknown } | undefined;
    if (c?.release) {
      const release = c.release;
      c.release = (...x: unknown[]) => {
        pool.heldMs += performance.now() - now;
        c.release = release;
        return release(...x);
      };
    }
  };
  const cb = a[0];
  if (typeof cb === 'function') {
    return connect.call(this, (err: unknown, client: unknown, ...r: unknown[]) => {
      done(client);
      return (cb as (...x: unknown[]) => unknown)(err, client, ...r);
    });
  }
  return (connect.call(this) as Promise<unknown>).then(
    (client) => {
      done(client);
      return client;
    },
    (err: unknown) => {
      done();
      throw err;
    },
  );
};

/** A pool's figures: the search's prepared reads (plan_cache_mode in its options) or the main pool. */
function poolOf(p: pg.Pool): PoolFigures {
  const options = (p as unknown as { options: { options?: string; max?: number } }).options;
  const name = `${options.options?.includes('plan_cache_mode') ? 'prepared reads' : 'main'} (max ${options.max})`;
  let f = pools.get(name);
  if (!f) pools.set(name, (f = { checkouts: 0, waitMs: 0, heldMs: 0 }));
  return f;
}

const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown }).query = function timed(
  this: pg.Client,
  ...a: unknown[]
) {
  const start = performance.now();
  const q = a[0] as string | { text?: string } | undefined;
  const text = typeof q === 'string' ? q : (q?.text ?? '');
  // Numbers as N: a statement with its values written in (several in one message) is still one kind.
  const kind = text
    .replace(/\s+/g, ' ')
    .replace(/'?\b\d+\b'?/g, 'N')
    .trim()
    .slice(0, 60);
  const done = () => {
    const ms = performance.now() - start;
    statements++;
    sqlMs += ms;
    const k = kinds.get(kind);
    if (k) {
      k.n++;
      k.ms += ms;
    } else kinds.set(kind, { n: 1, ms });
  };
  const last = a[a.length - 1];
  if (typeof last === 'function') {
    a[a.length - 1] = (...r: unknown[]) => {
      done();
      return (last as (...x: unknown[]) => unknown)(...r);
    };
    return query.apply(this, a);
  }
  const out = query.apply(this, a);
  if (out && typeof (out as Promise<unknown>).finally === 'function')
    return (out as Promise<unknown>).finally(done);
  return out;
};

const emit = http.Server.prototype.emit as (...a: unknown[]) => boolean;
http.Server.prototype.emit = function probedEmit(this: http.Server, event: string, ...rest: unknown[]) {
  if (event === 'request') {
    const res = rest[1] as http.ServerResponse;
    const start = performance.now();
    res.once('finish', () => {
      const ms = performance.now() - start;
      requests++;
      requestMs += ms;
      requestTimes.record(Math.max(1, Math.round(ms * 1000)));
    });
  }
  return emit.call(this, event, ...rest);
} as typeof http.Server.prototype.emit;

process.on('message', (m) => {
  if (m === 'probe:reset') {
    requests = requestMs = poolQueueMax = statements = sqlMs = 0;
    pools.clear();
    kinds.clear();
    delay.reset();
    requestTimes.reset();
    Object.assign(gc, { n: 0, ms: 0, maxMs: 0, major: 0, majorMs: 0 });
    eluMark = performance.eventLoopUtilization();
    process.send?.({ probe: 'reset' });
  } else if (m === 'probe:report') {
    const report: ProbeReport = {
      requests,
      requestMs,
      pools: Object.fromEntries(pools),
      poolQueueMax,
      statements,
      sqlMs,
      kinds: Object.fromEntries(kinds),
      elu: performance.eventLoopUtilization(eluMark).utilization,
      loopDelayP50: delay.percentile(50) / 1e6,
      loopDelayP99: delay.percentile(99) / 1e6,
      loopDelayMax: delay.max / 1e6,
      gc: { ...gc },
      requestP50: requestTimes.count ? requestTimes.percentile(50) / 1000 : 0,
      requestP99: requestTimes.count ? requestTimes.percentile(99) / 1000 : 0,
    };
    process.send?.({ probe: 'report', report });
  }
});
