/** The management routes of the open platform (the organization's manager, signed in). */
import type { FastifyInstance } from 'fastify';
import {
  appEventFeedRoute,
  openAppCreateRoute,
  openAppDetailRoute,
  openAppPageRoute,
  openAppRevokeRoute,
  openAppRotateRoute,
  openAppUpdateRoute,
  webhookDeliveryDetailRoute,
  webhookDeliveryPageRoute,
  webhookDeliveryResendRoute,
  webhookEndpointCreateRoute,
  webhookEndpointDeleteRoute,
  webhookEndpointListRoute,
  webhookEndpointRotateRoute,
  webhookEndpointSecretRoute,
  webhookEndpointUpdateRoute,
  webhookReplayRoute,
} from '@pm/contract/open-platform-schema';
import { route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { OpenPlatformService } from './open-platform.service';
import type { WebhookService } from './webhook.service';

export function openPlatformRoutes(
  app: FastifyInstance,
  apps: OpenPlatformService,
  hooks: WebhookService,
): void {
  route(app, openAppPageRoute, (req) => apps.page(requireAuth(req), req.query));
  route(app, openAppCreateRoute, (req) => apps.create(requireAuth(req), req.body), { message: '应用已创建' });
  route(app, openAppDetailRoute, (req) => apps.detail(requireAuth(req), req.params.id));
  route(app, openAppUpdateRoute, (req) => apps.update(requireAuth(req), req.params.id, req.body), {
    message: '应用已保存',
  });
  route(app, openAppRotateRoute, (req) => apps.rotate(requireAuth(req), req.params.id), {
    message: '密钥已轮换，旧密钥 24 小时内仍有效',
  });
  route(app, openAppRevokeRoute, (req) => apps.revoke(requireAuth(req), req.params.id), {
    message: '应用已吊销',
  });
  route(app, appEventFeedRoute, (req) => apps.appFeed(requireAuth(req), req.params.id, req.query));

  route(app, webhookEndpointListRoute, (req) => hooks.list(requireAuth(req), req.params.id));
  route(app, webhookEndpointCreateRoute, (req) => hooks.create(requireAuth(req), req.params.id, req.body), {
    message: 'Webhook 地址已添加',
  });
  route(app, webhookEndpointUpdateRoute, (req) => hooks.update(requireAuth(req), req.params.id, req.body), {
    message: 'Webhook 地址已保存',
  });
  route(app, webhookEndpointSecretRoute, (req) => hooks.secret(requireAuth(req), req.params.id));
  route(app, webhookEndpointRotateRoute, (req) => hooks.rotate(requireAuth(req), req.params.id), {
    message: '签名密钥已轮换，24 小时内同时带新旧两个签名',
  });
  route(app, webhookEndpointDeleteRoute, (req) => hooks.remove(requireAuth(req), req.params.id), {
    message: 'Webhook 地址已删除',
  });
  route(app, webhookDeliveryPageRoute, (req) => hooks.deliveries(requireAuth(req), req.params.id, req.query));
  route(app, webhookDeliveryDetailRoute, (req) => hooks.delivery(requireAuth(req), req.params.id));
  route(app, webhookDeliveryResendRoute, (req) => hooks.resend(requireAuth(req), req.params.id), {
    message: '已重新投递',
  });
  route(app, webhookReplayRoute, (req) => hooks.replay(requireAuth(req), req.params.id, req.body), {
    message: '已加入重放队列',
  });
}
