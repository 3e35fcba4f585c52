import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@pm/contract/envelope';
import { envelopeOf } from '@pm/contract/envelope-schema';
import {
  currentUser,
  organizationPage,
  organizationPageQuery,
  resourceSchema,
  roleIdsQuery,
  roleTypeData,
  sessionUser,
} from '@pm/contract/user';
import { requireAuth } from '../../plugins/auth';
import type { UserService } from './user.service';
import type { OrganizationService } from '../organization/organization.service';

export interface UserRoutesOptions {
  userService: UserService;
  organizationService: OrganizationService;
}

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, opts) => {
  const { userService, organizationService } = opts;

  app.get(
    '/user/get-session-user',
    { schema: { tags: ['用户'], summary: '当前会话用户', response: { 200: envelopeOf(sessionUser) } } },
    async (req) => ok(await userService.sessionUser(requireAuth(req))),
  );

  app.get(
    '/user',
    { schema: { tags: ['用户'], summary: '当前用户及其权限', response: { 200: envelopeOf(currentUser) } } },
    async (req) => ok(await userService.currentUser(requireAuth(req))),
  );

  app.get(
    '/user/role-type',
    {
      schema: { tags: ['用户'], summary: '当前用户的角色类型', response: { 200: envelopeOf(roleTypeData) } },
    },
    async (req) => ok(await userService.roleType(requireAuth(req))),
  );

  app.get(
    '/admin/data/list-by-role-ids',
    {
      schema: {
        tags: ['权限'],
        summary: '按角色取资源树（模块、菜单、按钮）',
        querystring: roleIdsQuery,
        response: { 200: envelopeOf(z.array(resourceSchema)) },
      },
    },
    async (req) => ok(await userService.resourcesByRoleIds(requireAuth(req), req.query.roleIds)),
  );

  app.get(
    '/organization/page',
    {
      schema: {
        tags: ['组织'],
        summary: '组织分页（本组织与供应商；平台运营可见全部）',
        querystring: organizationPageQuery,
        response: { 200: envelopeOf(organizationPage) },
      },
    },
    async (req) => ok(await organizationService.page(requireAuth(req), req.query)),
  );
};
