import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ORIGIN_ACTION_HEADER } from '@pm/contract/constants';
import type { ActionTrace } from '@pm/contract/action-trace';
import { decodeActionTrace } from '@pm/contract/action-trace-schema';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import type { Insertable } from 'kysely';
import type { ActionTracesTable } from '../db/schema';

declare module 'fastify' {
  interface FastifyRequest {
    actionTrace: ActionTrace | null;
  }
}

const FLUSH_MS = 1000;
const FLUSH_ROWS = 200;
const MAX_BUFFER = 10_000;

/**
 * X-User-Origin-Action (§7): decoded on every API request and stored as an action-trace record.
 * A malformed or oversized header is ignored and never breaks the request. Records are written in batches
 * off the request path; the buffer is flushed on close.
 */
export function registerOriginAction(app: FastifyInstance, db: Db, clock: Clock, apiPrefix: string): void {
  app.decorateRequest('actionTrace', null);
  let buffer: Insertable<ActionTracesTable>[] = [];
  let flushing: Promise<void> | null = null;

  const flush = async (): Promise<void> => {
    if (flushing) await flushing;
    if (buffer.length === 0) return;
    const rows = buffer;
    buffer = [];
    flushing = db
      .insertInto('action_traces')
      .values(rows)
      .execute()
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
    buffer.push({
      created_at: clock.now(),
      user_id: req.auth?.userId ?? null,
      organization_id: req.auth?.organizationId ?? null,
      header_user_id: trace.id,
      action: trace.action,
      resource_code: trace.resourceCode,
      url: trace.url,
      param: trace.param,
      fingerprint: trace.fingerprint ?? null,
      method: req.method,
      path: (req.url.split('?')[0] ?? '').slice(0, 500),
      status: reply.statusCode,
      ip: req.ip,
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
