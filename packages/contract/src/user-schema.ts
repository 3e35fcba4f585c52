import { z } from 'zod';
import { ROLE_TYPES } from './roles';
import type { Resource } from './user';
import {
  currentUserEndpoint,
  RESOURCE_TYPES,
  resourcesByRoleIdsEndpoint,
  roleTypeEndpoint,
  sessionUserEndpoint,
} from './user';
import { routeOf } from './endpoint-schema';

export const sessionUser = z.object({
  id: z.string(),
  cellphone: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  username: z.string(),
  fullname: z.string(),
  departmentName: z.string(),
  roleIds: z.array(z.string()),
  isVendor: z.boolean(),
});

export const currentUser = z.object({
  id: z.string(),
  username: z.string(),
  fullname: z.string(),
  authorities: z.array(z.object({ authority: z.string() })),
});

export const roleTypeData = z.object({
  roleType: z.enum(ROLE_TYPES),
  roleTypeName: z.string(),
  isVendor: z.boolean(),
});

export const resourceSchema: z.ZodType<Resource> = z.lazy(() =>
  z.object({
    id: z.string(),
    code: z.string(),
    title: z.string(),
    href: z.string(),
    typeDescription: z.enum(RESOURCE_TYPES),
    children: z.array(resourceSchema),
  }),
);
// Recursive: the OpenAPI document needs it as a named component (#/components/schemas/Resource).
z.globalRegistry.add(resourceSchema, { id: 'Resource' });

/** GET /admin/data/list-by-role-ids?roleIds=1,2 (comma-separated or repeated). */
export const roleIdsQuery = z.object({
  roleIds: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter((s) => s.length > 0),
    )
    .refine((ids) => ids.every((id) => /^[1-9]\d{0,17}$/.test(id)), { message: '角色 ID 格式不正确' })
    .refine((ids) => ids.length <= 50, { message: '角色 ID 过多' }),
});

export const sessionUserRoute = routeOf(sessionUserEndpoint, { response: sessionUser });
export const currentUserRoute = routeOf(currentUserEndpoint, { response: currentUser });
export const roleTypeRoute = routeOf(roleTypeEndpoint, { response: roleTypeData });
export const resourcesByRoleIdsRoute = routeOf(resourcesByRoleIdsEndpoint, {
  querystring: roleIdsQuery,
  response: z.array(resourceSchema),
});
