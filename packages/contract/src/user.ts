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

export interface UpdatePasswordRequest {
  oldPassword: string;
  newPassword: string;
}

export interface UpdateCellphoneRequest {
  cellphone: string;
}

export type { RoleType };

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

/** Change password. The product's clients send it as a GET; it is a write. */
export const updatePasswordEndpoint: Endpoint<UpdatePasswordRequest, null> = {
  method: 'GET',
  path: '/user/updatePassword',
  access: 'user',
  tag: '用户',
  summary: '修改密码',
};

export const updateCellphoneEndpoint: Endpoint<UpdateCellphoneRequest, null> = {
  method: 'POST',
  path: '/user/cellphone/update',
  access: 'user',
  tag: '用户',
  summary: '修改手机号',
};
