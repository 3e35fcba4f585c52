import type { FastifyPluginAsync } from 'fastify';
import { healthRoute } from '@pm/contract/health-schema';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { HealthRepo } from './health.repo';

/** Liveness and database reachability, for load balancers (docs/deploy.md). */
export const healthModule: FastifyPluginAsync = async (app) => {
  const repo = new HealthRepo();
  route(
    app,
    healthRoute,
    async () => {
      try {
        await repo.ping(app.db);
      } catch {
        throw new AppError(503, '数据库不可用', 503);
      }
      return { status: 'ok' as const, time: app.clock.now().toISOString() };
    },
    { errors: [503] },
  );
};
