import type { FastifyInstance } from 'fastify';
import { ADMIN_USER_MESSAGES } from '@pm/contract/admin-user';
import { attachUserRoute, unattachedUserPageRoute } from '@pm/contract/admin-user-schema';
import { requireAuth } from '../../plugins/auth';
import { route } from '../../lib/route';
import type { AdminUserService } from './admin-user.service';

/** Operator routes (access: OPERATOR, checked before the handler). */
export function adminUserRoutes(app: FastifyInstance, service: AdminUserService): void {
  route(app, unattachedUserPageRoute, (req) => service.unattachedPage(req.query));
  route(app, attachUserRoute, (req) => service.attach(requireAuth(req), req.body), {
    message: ADMIN_USER_MESSAGES.attached,
    errors: [409],
  });
}
