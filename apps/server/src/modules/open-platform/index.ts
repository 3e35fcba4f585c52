import type { FastifyPluginAsync } from 'fastify';
import { OPEN_LIMITS } from '@pm/contract/open-platform';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { Periodic } from '../../lib/periodic';
import { RateLimiter } from '../auth/rate-limiter';
import { RateLimitRepo } from '../auth/rate-limit.repo';
import { createOrders } from '../order';
import { createRefunds } from '../refund';
import { AppGate } from './app-gate';
import { openApiRoutes } from './open-api.routes';
import { OpenGoodsService } from './open-goods';
import { OpenAppRepo } from './open-platform.repo';
import { openPlatformRoutes } from './open-platform.routes';
import { OpenPlatformService } from './open-platform.service';
import { tokenRoutes } from './token.routes';
import { WebhookRepo } from './webhook.repo';
import { WebhookService } from './webhook.service';
import { WebhookWorker, type WebhookWorkerOptions } from './webhook-worker';

const DAY = 86_400_000;

/** The open platform's parts over a database: what the module, tests and the bench (other processes) build alike. */
export function createOpenPlatform(db: Db, clock: Clock, opts: WebhookWorkerOptions = {}) {
  const repo = new OpenAppRepo();
  const hooks = new WebhookRepo();
  const worker = new WebhookWorker(db, hooks, clock, opts);
  const platform = new OpenPlatformService(db, repo, hooks, clock);
  const webhooks = new WebhookService(db, hooks, platform, clock, {
    allowPrivate: opts.allowPrivate === true,
    wake: () => worker.wake(),
  });
  /**
   * The hourly housekeeping: expired tokens and old call counters (the repo's purge), events older than the
   * retention with their deliveries, endpoints failing for 5 days that no attempt disabled.
   */
  const housekeeping = async () => {
    const now = clock.now();
    await repo.purge(db, now);
    const before = new Date(now.getTime() - OPEN_LIMITS.eventRetentionDays * DAY);
    while ((await hooks.purgeEvents(db, before, now)) > 0);
    await worker.disableFailingEndpoints();
  };
  const retention = new Periodic(housekeeping, {
    intervalMs: 3_600_000,
    firstMs: 60_000,
    log: opts.log,
    name: 'open platform retention',
  });
  return {
    repo,
    hooks,
    worker,
    platform,
    webhooks,
    gate: new AppGate(db, repo, clock, new RateLimiter(db, new RateLimitRepo(), clock)),
    housekeeping,
    retention,
  };
}

/**
 * The open platform (开放平台): organizations' apps with client credentials and scopes, the token endpoint,
 * the API for apps (its gate plugs into the auth plugin), webhook endpoints with their delivery worker
 * (started with the app, stopped when it closes), the event feed and its retention (hourly, with the endpoints failing too long).
 */
export const openPlatformModule: FastifyPluginAsync = async (app) => {
  const built = createOpenPlatform(app.db, app.clock, {
    allowPrivate: app.config.webhookAllowPrivate,
    log: app.log,
  });
  app.appGate.current = built.gate;
  app.decorateRequest('openApp', null);
  const orders = createOrders(app.db, app.clock, { autoConfirmDays: app.config.orderAutoConfirmDays });
  const { service: refunds } = createRefunds(app.db, app.clock, app.config.dataDir);
  tokenRoutes(app, built.gate);
  openPlatformRoutes(app, built.platform, built.webhooks);
  openApiRoutes(app, {
    orders,
    refunds,
    goods: new OpenGoodsService(app.db, app.clock),
    platform: built.platform,
  });
  app.addHook('onReady', async () => {
    built.worker.start();
    built.retention.start();
  });
  app.addHook('onClose', async () => {
    await built.retention.stop();
    await built.worker.stop();
  });
};
