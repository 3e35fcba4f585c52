import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { ORIGIN_ACTION_HEADER } from '@pm/contract/constants';
import type { ActionTrace } from '@pm/contract/action-trace';
import { decodeActionTrace } from '@pm/contract/action-trace-schema';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { ActionTraceRepo, type ActionTraceRow } from '../modules/action-trace/action-trace.repo';

export type { ActionTraceRow };

const repo = new ActionTraceRepo();

/**
 * Text as PostgreSQL can store it: NUL removed (text cannot hold it) and unpaired UTF-16 surrogates
 * (no UTF-8 form) replaced by U+FFFD.
 */
export function pgText(value: string): string;
export function pgText(value: string | null): string | null;
export function pgText(value: string | null): string | null {
  if (value === null) return null;
  return value
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** SQLSTATE classes of an error that belongs to one row's data (22 data exception, 23 constraint). */
function isRowError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
}

/**
 * Stores a batch; when the batch insert fails, retries the rows one by one so that a bad row costs only
 * itself (it is logged and dropped). A failure that is not about a row (database unreachable) stops the
 * retries: the rest is dropped with one log line. Returns the number of rows stored.
 */
export async function storeActionTraces(
  db: Db,
  rows: ActionTraceRow[],
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  if (rows.length === 0) return 0;
  try {
    await repo.insert(db, rows);
    return rows.length;
  } catch (err) {
    if (rows.length === 1 || !isRowError(err)) {
      log.warn({ err, rows: rows.length }, 'action traces not stored');
      return 0;
    }
  }
  let stored = 0;
  for (const [i, row] of rows.entries()) {
    try {
      await repo.insert(db, [row]);
      stored += 1;
    } catch (err) {
      if (!isRowError(err)) {
        log.warn({ err, rows: rows.length - i }, 'action traces not stored');
        break;
      }
      log.warn({ err, method: row.method, path: row.path, status: row.status }, 'action trace dropped');
    }
  }
  return stored;
}

declare module 'fastify' {
  interface FastifyRequest {
    actionTrace: ActionTrace | null;
  }
}

const FLUSH_MS = 1000;
const FLUSH_ROWS = 200;
const MAX_BUFFER = 10_000;

/**
 * X-User-Origin-Action: decoded on every API request and stored as an action-trace record.
 * A malformed or oversized header is ignored and never breaks the request. Records are written in batches
 * off the request path (a bad record never costs the others: storeActionTraces); the buffer is flushed
 * on close.
 */
export function registerOriginAction(app: FastifyInstance, db: Db, clock: Clock, apiPrefix: string): void {
  app.decorateRequest('actionTrace', null);
  let buffer: ActionTraceRow[] = [];
  let flushing: Promise<void> | null = null;

  const flush = async (): Promise<void> => {
    if (flushing) await flushing;
    if (buffer.length === 0) return;
    const rows = buffer;
    buffer = [];
    flushing = storeActionTraces(db, rows, app.log)
      .then(() => undefined)
      .catch((err: unknown) => app.log.warn({ err, rows: rows.length }, 'action traces not stored'))
      .finally(() => {
        flushing = null;
      });
    await flushing;
  };

  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });

  app.addHook('onRequest', async (req: FastifyRequest) => {
    const raw = req.headers[ORIGIN_ACTION_HEADER];
    if (typeof raw === 'string') req.actionTrace = decodeActionTrace(raw);
  });

  app.addHook('onResponse', async (req, reply) => {
    const trace = req.actionTrace;
    if (!trace || !req.url.startsWith(apiPrefix)) return;
    if (buffer.length >= MAX_BUFFER) return;
    // The header's fields are the client's text: made storable so that one record cannot fail a batch.
    buffer.push({
      created_at: clock.now(),
      user_id: req.auth?.userId ?? null,
      organization_id: req.auth?.organizationId ?? null,
      header_user_id: pgText(trace.id),
      action: pgText(trace.action),
      resource_code: pgText(trace.resourceCode),
      url: pgText(trace.url),
      param: pgText(trace.param),
      fingerprint: pgText(trace.fingerprint ?? null),
      method: pgText(req.method),
      path: pgText((req.url.split('?')[0] ?? '').slice(0, 500)),
      status: reply.statusCode,
      ip: pgText(req.ip),
    });
    if (buffer.length >= FLUSH_ROWS) void flush();
  });

  app.decorate('flushActionTraces', flush);
}

declare module 'fastify' {
  interface FastifyInstance {
    flushActionTraces(): Promise<void>;
  }
}
