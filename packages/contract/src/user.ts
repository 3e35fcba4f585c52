import { z } from 'zod';
import { RULE_MESSAGES } from './rules';
import { ORGANIZATION_PAGE_DEFAULT_LIMIT } from './constants';
import { pageOf, pageQuery } from './page';

/** POST /open/token body (form or JSON). The server decides; no client-side rules (§5). */
export const loginRequest = z.object({
  username: z
    .string({ message: RULE_MESSAGES.usernameRequired })
    .trim()
    .min(1, { message: RULE_MESSAGES.usernameRequired })
    .max(64, { message: '账号过长' }),
  password: z
    .string({ message: RULE_MESSAGES.passwordRequired })
    .min(1, { message: RULE_MESSAGES.passwordRequired })
    .max(128, { message: '密码过长' }),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const tokenData = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type TokenData = z.infer<typeof tokenData>;

/** The session user (§3), stored by the web under APP_USER. */
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
export type SessionUser = z.infer<typeof sessionUser>;

/** The current-user call: `{code, data:{authorities:[{authority}]}, message}`. */
export const currentUser = z.object({
  id: z.string(),
  username: z.string(),
  fullname: z.string(),
  authorities: z.array(z.object({ authority: z.string() })),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const ROLE_TYPES = ['PURCHASER', 'APPROVER', 'VENDOR', 'OPERATOR'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];
export const ROLE_TYPE_LABELS: Record<RoleType, string> = {
  PURCHASER: '采购员',
  APPROVER: '采购经理',
  VENDOR: '供应商',
  OPERATOR: '平台运营',
};

export const roleTypeData = z.object({
  roleType: z.enum(ROLE_TYPES),
  roleTypeName: z.string(),
  isVendor: z.boolean(),
});
export type RoleTypeData = z.infer<typeof roleTypeData>;

/** Resource (menu/module) tree node (§3). Only module and menu nodes are kept in the menu. */
export const RESOURCE_TYPES = ['module', 'menu', 'button'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export interface Resource {
  id: string;
  code: string;
  title: string;
  href: string;
  typeDescription: ResourceType;
  children: Resource[];
}
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

export const organizationPageQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(ORGANIZATION_PAGE_DEFAULT_LIMIT),
  nameLike: z.string().trim().max(100, { message: '名称关键字过长' }).optional(),
});
export const organization = z.object({
  id: z.string(),
  name: z.string(),
  isVendor: z.boolean(),
});
export type Organization = z.infer<typeof organization>;
export const organizationPage = pageOf(organization);
