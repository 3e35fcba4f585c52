/** The signed-in user: session user, authorities, role type, resource tree and own account. */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { RoleType } from './roles';
import type * as S from './user-schema';

/** The session user, stored by the web under APP_USER. */
export type SessionUser = z.infer<typeof S.sessionUser>;
/** The current-user call: `{code, data:{authorities:[{authority}]}, message}`. */
export type CurrentUser = z.infer<typeof S.currentUser>;
export type RoleTypeData = z.infer<typeof S.roleTypeData>;
export type RoleIdsQuery = z.input<typeof S.roleIdsQuery>;

/** Resource (menu/module) tree node. Only module and menu nodes are kept in the menu. */
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

/** Change password: the current password and a new one by the password rule (rules.ts), different from it. */
export type UpdatePasswordRequest = z.input<typeof S.updatePasswordRequest>;
/**
 * Change the bound cellphone: a new mainland mobile number (the phone rule, rules.ts) and the current
 * password.
 */
export type UpdateCellphoneRequest = z.input<typeof S.updateCellphoneRequest>;
/** Deactivate one's own account (注销账号): its id and the current password. */
export type AbandonmentRequest = z.input<typeof S.abandonmentParams> & z.input<typeof S.abandonmentBody>;

export type { RoleType };

/** Messages of the account endpoints (修改密码, 修改手机号, 注销账号), shared by the server, the pages and tests. */
export const ACCOUNT_MESSAGES = {
  wrongOldPassword: '原密码不正确',
  samePassword: '新密码不能与原密码相同',
  wrongPassword: '密码不正确',
  tooManyPasswordFailures: '密码错误次数过多，请稍后再试',
  passwordChangedMeanwhile: '密码已在其他地方修改，请重新输入原密码',
  cellphoneTaken: '该手机号已被使用',
  sameCellphone: '新手机号与当前手机号相同',
  passwordChanged: '密码修改成功',
  cellphoneChanged: '手机号修改成功',
  deactivated: '账号已注销',
} as const;

export const sessionUserEndpoint: Endpoint<void, SessionUser> = {
  method: 'GET',
  path: '/user/get-session-user',
  access: 'user',
  tag: '用户',
  summary: '当前会话用户',
};

export const currentUserEndpoint: Endpoint<void, CurrentUser> = {
  method: 'GET',
  path: '/user',
  access: 'user',
  tag: '用户',
  summary: '当前用户及其权限',
};

export const roleTypeEndpoint: Endpoint<void, RoleTypeData> = {
  method: 'GET',
  path: '/user/role-type',
  access: 'user',
  tag: '用户',
  summary: '当前用户的角色类型',
};

/** `roleIds` comma-separated or repeated; only the caller's own roles count. */
export const resourcesByRoleIdsEndpoint: Endpoint<RoleIdsQuery, Resource[]> = {
  method: 'GET',
  path: '/admin/data/list-by-role-ids',
  idRefs: { roleIds: 'role' },
  access: 'user',
  tag: '权限',
  summary: '按角色取资源树（模块、菜单、按钮）',
};

/**
 * Change password as the product's clients call it: a GET whose query carries both passwords. It is a
 * write (every other session of the user ends), so it is refused when it rides on the SESSION cookie
 * from another site; prefer {@link updatePasswordPostEndpoint}, which keeps the passwords out of URLs
 * and logs.
 */
export const updatePasswordEndpoint: Endpoint<UpdatePasswordRequest, null> = {
  method: 'GET',
  path: '/user/updatePassword',
  access: 'user',
  codes: [409, 429],
  changesState: true,
  tag: '用户',
  summary: '修改密码（产品客户端的 GET 形式；这是写操作：其他会话全部失效。推荐用 POST）',
};

/** Change password with a JSON body: the form the web uses. Every other session of the user ends. */
export const updatePasswordPostEndpoint: Endpoint<UpdatePasswordRequest, null> = {
  method: 'POST',
  path: '/user/updatePassword',
  access: 'user',
  codes: [409, 429],
  tag: '用户',
  summary: '修改密码（原密码 + 新密码；当前会话保留，其他会话全部失效）',
};

/** Change the bound cellphone: the current password is required and the number must be unused. */
export const updateCellphoneEndpoint: Endpoint<UpdateCellphoneRequest, null> = {
  method: 'POST',
  path: '/user/cellphone/update',
  access: 'user',
  codes: [429],
  tag: '用户',
  summary: '修改手机号（需当前密码；号码不能被其他账号使用）',
};

/**
 * Deactivate one's own account (注销账号) after confirming with the password: it can no longer sign in,
 * its sessions end, its organization's orders and data stay. Any other id answers 404.
 */
export const abandonmentEndpoint: Endpoint<AbandonmentRequest, null> = {
  method: 'POST',
  path: '/user/abandonment/:id',
  idRefs: { id: 'owned' },
  access: 'user',
  codes: [429],
  tag: '用户',
  summary: '注销本人账号（需当前密码；所在组织的订单与数据保留）',
};
