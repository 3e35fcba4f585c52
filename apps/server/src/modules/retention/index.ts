import type { FastifyPluginAsync } from 'fastify';
import { RetentionJob } from './retention';

const HOUR_MS = 3600 * 1000;

/** Removes records past their retention (retention.ts), hourly, while the app runs. */
export const retentionModule: FastifyPluginAsync = async (app) => {
  const job = new RetentionJob(app.db, app.clock, { intervalMs: HOUR_MS, log: app.log });
  app.addHook('onReady', async () => job.start());
  app.addHook('onClose', async () => job.stop());
};
