import { z } from 'zod';
import { attachUserEndpoint, unattachedUserPageEndpoint } from './admin-user';
import { routeOf } from './endpoint-schema';
import { idSchema, pageOf, pageQuery } from './page';

/** GET /admin/user/page: `cellphone` filters by the start of the number. */
export const unattachedUserQuery = pageQuery.extend({
  cellphone: z
    .string()
    .trim()
    .max(11, { message: '手机号最多 11 位' })
    .regex(/^\d*$/, { message: '手机号只能包含数字' })
    .optional(),
});

export const unattachedUser = z.object({
  id: z.string(),
  cellphone: z.string(),
  username: z.string(),
  /** Registered at (ISO 8601). */
  createdAt: z.string(),
});

export const attachUserRequest = z.object({
  userId: idSchema,
  organizationId: idSchema,
});

export const attachedUser = z.object({
  userId: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
});

export const unattachedUserPageRoute = routeOf(unattachedUserPageEndpoint, {
  querystring: unattachedUserQuery,
  response: pageOf(unattachedUser),
});

export const attachUserRoute = routeOf(attachUserEndpoint, {
  body: attachUserRequest,
  response: attachedUser,
});
