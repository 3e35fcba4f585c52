import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { ok } from '@pm/contract/envelope';
import { envelopeOf } from '@pm/contract/envelope-schema';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';

const healthData = z.object({ status: z.literal('ok'), time: z.string() });

/** Liveness and database reachability, for load balancers (docs/deploy.md). */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, opts) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['运维'],
        summary: '健康检查（含数据库连通性）',
        response: { 200: envelopeOf(healthData) },
      },
    },
    async () => {
      try {
        await sql`SELECT 1`.execute(opts.db);
      } catch {
        throw new AppError(503, '数据库不可用', 503);
      }
      return ok({ status: 'ok' as const, time: opts.clock.now().toISOString() });
    },
  );
};
