import type { FastifyInstance } from 'fastify';
import {
  currentUserRoute,
  resourcesByRoleIdsRoute,
  roleTypeRoute,
  sessionUserRoute,
} from '@pm/contract/user-schema';
import { requireAuth } from '../../plugins/auth';
import { route } from '../../lib/route';
import type { UserService } from './user.service';

export function userRoutes(app: FastifyInstance, userService: UserService): void {
  route(app, sessionUserRoute, (req) => userService.sessionUser(requireAuth(req)));
  route(app, currentUserRoute, (req) => userService.currentUser(requireAuth(req)));
  route(app, roleTypeRoute, (req) => userService.roleType(requireAuth(req)));
  route(app, resourcesByRoleIdsRoute, (req) =>
    userService.resourcesByRoleIds(requireAuth(req), req.query.roleIds),
  );
}
