// Preloaded into the mall's process by bench/api-checkout.ts (node --import): for every HTTP request, the
// time from its arrival to its answer and the time its SQL statements took from being sent to their
// results (attributed to the request through AsyncLocalStorage), added up when the answer is sent, so the
// bench can print the share of request time spent waiting on PostgreSQL. Talks to the bench over the IPC
// channel: 'reset' starts a window, 'report' answers { requests, requestMs, statements, sqlMs } for it.
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

let requests = 0;
let requestMs = 0;
let statements = 0;
let sqlMs = 0;
const current = new AsyncLocalStorage<{ sqlMs: number; statements: number }>();

const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown }).query = function timed(
  this: pg.Client,
  ...a: unknown[]
) {
  const start = performance.now();
  const request = current.getStore();
  const done = () => {
    if (!request) return;
    request.statements++;
    request.sqlMs += performance.now() - start;
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
http.Server.prototype.emit = function timedEmit(this: http.Server, event: string, ...rest: unknown[]) {
  if (event === 'request') {
    const res = rest[1] as http.ServerResponse;
    const start = performance.now();
    const store = { sqlMs: 0, statements: 0 };
    res.once('finish', () => {
      requests++;
      requestMs += performance.now() - start;
      statements += store.statements;
      sqlMs += store.sqlMs;
    });
    return current.run(store, () => emit.call(this, event, ...rest));
  }
  return emit.call(this, event, ...rest);
} as typeof http.Server.prototype.emit;

process.on('message', (m) => {
  if (m === 'reset') {
    requests = 0;
    requestMs = 0;
    statements = 0;
    sqlMs = 0;
    process.send?.({ reset: true });
  } else if (m === 'report') {
    process.send?.({ requests, requestMs, statements, sqlMs });
  }
});
