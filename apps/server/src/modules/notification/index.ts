import type { FastifyPluginAsync } from 'fastify';
import { NotificationRepo } from './notification.repo';
import { notificationRoutes } from './notification.routes';
import { NotificationService } from './notification.service';

/**
 * The notification centre (站内信): each user's notices, unread count and marking read. Other modules
 * publish with `publishNotice(trx, …)` (notification.repo.ts) in the transaction of their change.
 */
export const notificationModule: FastifyPluginAsync = async (app) => {
  notificationRoutes(app, new NotificationService(app.db, new NotificationRepo(), app.clock));
};
