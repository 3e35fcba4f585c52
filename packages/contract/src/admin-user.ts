/**
 * Platform operators (平台运营) and the individual accounts (个人账号) registered on the mobile shop: the
 * list of those not yet in a buyer organization (采购单位), and attaching one to a buyer organization.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { Page } from './page';
import type * as S from './admin-user-schema';

export type UnattachedUser = z.infer<typeof S.unattachedUser>;
export type UnattachedUserQuery = z.input<typeof S.unattachedUserQuery>;
export type AttachUserRequest = z.input<typeof S.attachUserRequest>;
export type AttachedUser = z.infer<typeof S.attachedUser>;

export const ADMIN_USER_MESSAGES = {
  userNotFound: '账号不存在',
  alreadyAttached: '该账号已属于采购单位，不能再次加入',
  organizationNotFound: '采购单位不存在',
  notBuyerOrganization: '只能加入采购商企业',
  attached: '已加入采购单位，该账号重新登录后生效',
} as const;

/** Individual accounts not yet attached (deactivated ones left out), newest first. */
export const unattachedUserPageEndpoint: Endpoint<UnattachedUserQuery, Page<UnattachedUser>> = {
  method: 'GET',
  path: '/admin/user/page',
  access: { roles: ['OPERATOR'] },
  tag: '运营',
  summary: '未加入采购单位的个人账号分页（平台运营；按注册时间倒序，可按手机号筛选）',
};

/**
 * Moves an individual account into a buyer organization (role 采购员 kept): its cart, 核价单, 询价篮,
 * addresses and invoice titles go with it; its sessions end, so it signs in again as a member.
 */
export const attachUserEndpoint: Endpoint<AttachUserRequest, AttachedUser> = {
  method: 'POST',
  path: '/admin/user/attach',
  idRefs: { userId: 'owned', organizationId: 'owned' },
  access: { roles: ['OPERATOR'] },
  codes: [409],
  tag: '运营',
  summary: '将个人账号加入采购单位（平台运营；购物车、地址等随账号迁移，该账号需重新登录）',
};
