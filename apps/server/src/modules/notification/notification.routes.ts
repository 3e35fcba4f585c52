import type { FastifyInstance } from 'fastify';
import {
  noticePageRoute,
  noticeReadAllRoute,
  noticeReadRoute,
  noticeUnreadRoute,
} from '@pm/contract/notification-schema';
import { route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { NotificationService } from './notification.service';

export function notificationRoutes(app: FastifyInstance, service: NotificationService): void {
  route(app, noticePageRoute, (req) => service.page(requireAuth(req), req.query));
  route(app, noticeUnreadRoute, (req) => service.unread(requireAuth(req)));
  route(app, noticeReadRoute, (req) => service.read(requireAuth(req), req.params.id));
  route(app, noticeReadAllRoute, (req) => service.readAll(requireAuth(req)), { message: '已全部标为已读' });
}
