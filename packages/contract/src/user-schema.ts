import { z } from 'zod';
import { ROLE_TYPES } from './roles';
import { PASSWORD_PATTERN, RULE_MESSAGES } from './rules';
import { phoneSchema } from './rules-schema';
import { idListOf, idSchema } from './page';
import type { Resource } from './user';
import {
  abandonmentEndpoint,
  ACCOUNT_MESSAGES,
  currentUserEndpoint,
  RESOURCE_TYPES,
  resourcesByRoleIdsEndpoint,
  roleTypeEndpoint,
  sessionUserEndpoint,
  updateCellphoneEndpoint,
  updatePasswordEndpoint,
  updatePasswordPostEndpoint,
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
  /**
   * False for an individual account (self-registered, not yet attached to a buyer organization by an
   * operator): organizationId and organizationName are then ''. It may browse and keep a cart, not order.
   */
  attached: z.boolean(),
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
  roleIds: idListOf({ message: '角色 ID 格式不正确', min: 0, max: 50, maxMessage: '角色 ID 过多' })
    .optional()
    .transform((ids) => ids ?? []),
});

export const sessionUserRoute = routeOf(sessionUserEndpoint, { response: sessionUser });
export const currentUserRoute = routeOf(currentUserEndpoint, { response: currentUser });
export const roleTypeRoute = routeOf(roleTypeEndpoint, { response: roleTypeData });
export const resourcesByRoleIdsRoute = routeOf(resourcesByRoleIdsEndpoint, {
  querystring: roleIdsQuery,
  response: z.array(resourceSchema),
});

/** The current password, to confirm an account change (checked on the server, never by its rule). */
const currentPassword = (required: string) =>
  z.string({ message: required }).min(1, { message: required }).max(128, { message: '密码过长' });

/** Change password: the old one, and a new one by the password rule (rules.ts) that differs from it. */
export const updatePasswordRequest = z
  .object({
    oldPassword: currentPassword('请输入原密码'),
    newPassword: z
      .string({ message: '请输入新密码' })
      .min(1, { message: '请输入新密码' })
      .regex(PASSWORD_PATTERN, { message: RULE_MESSAGES.passwordInvalid }),
  })
  .refine((v) => v.oldPassword !== v.newPassword, {
    message: ACCOUNT_MESSAGES.samePassword,
    path: ['newPassword'],
  });

/** Change the bound cellphone: a mainland mobile number (the phone rule) and the current password. */
export const updateCellphoneRequest = z.object({
  cellphone: phoneSchema,
  password: currentPassword(RULE_MESSAGES.passwordRequired),
});

/** POST /user/abandonment/:id: the caller's own user id… */
export const abandonmentParams = z.object({ id: idSchema });
/** …and the current password as the confirmation. */
export const abandonmentBody = z.object({ password: currentPassword(RULE_MESSAGES.passwordRequired) });

export const updatePasswordRoute = routeOf(updatePasswordEndpoint, {
  querystring: updatePasswordRequest,
  response: z.null(),
});
export const updatePasswordPostRoute = routeOf(updatePasswordPostEndpoint, {
  body: updatePasswordRequest,
  response: z.null(),
});
export const updateCellphoneRoute = routeOf(updateCellphoneEndpoint, {
  body: updateCellphoneRequest,
  response: z.null(),
});
export const abandonmentRoute = routeOf(abandonmentEndpoint, {
  params: abandonmentParams,
  body: abandonmentBody,
  response: z.null(),
});
