/**
 * The operators' back office (运营工作台, /workbench), first part: the action log every operator write
 * appends to, buyer organizations (采购单位) with their users and credit limits, and suppliers (供应商) with
 * their verification. Only platform operators call these endpoints (others: 40301, still signed in).
 * The mall's content (banners, notices, hot-search blocklist, site configuration, work orders) is in
 * workbench-admin-content.ts.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { Credit } from './order';
import type { Page } from './page';
import type * as S from './workbench-admin-schema';

export const ADMIN_TAG = '运营工作台';
const OPERATOR = { roles: ['OPERATOR'] } as const;

/** Every action an operator's write logs: code → its Chinese text (the log's filter lists them). */
export const OPERATOR_ACTIONS = {
  'credit.limit': '调整授信额度',
  'user.attach': '个人账号加入采购单位',
  'user.update': '设置用户角色与部门',
  'supplier.verify': '认证供应商',
  'supplier.unverify': '取消供应商认证',
  'banner.create': '新增轮播图',
  'banner.update': '修改轮播图',
  'banner.enable': '上线轮播图',
  'banner.disable': '下线轮播图',
  'banner.delete': '删除轮播图',
  'notice.create': '新增公告',
  'notice.update': '修改公告',
  'notice.publish': '发布公告',
  'notice.unpublish': '撤回公告',
  'hot-search.block': '屏蔽热搜词',
  'hot-search.unblock': '取消屏蔽热搜词',
  'site-config.update': '修改站点配置',
  'work-order.reply': '回复商品纠错',
  'role.resources': '分配角色权限',
  'goods.approve': '商品审核通过',
  'goods.reject': '商品审核驳回',
  'material.approve': '素材审核通过',
  'material.reject': '素材审核驳回',
  'story.create': '新增客户案例',
  'story.update': '修改客户案例',
  'story.publish': '发布客户案例',
  'story.unpublish': '撤回客户案例',
  'story.delete': '删除客户案例',
  'help-article.create': '新增帮助文章',
  'help-article.update': '修改帮助文章',
  'help-article.publish': '发布帮助文章',
  'help-article.unpublish': '下线帮助文章',
  'help-directory.save': '保存帮助目录',
  'help-directory.delete': '删除帮助目录',
  'help-feedback.reply': '回复帮助反馈',
  'help-feedback.close': '关闭帮助反馈',
} as const;
export type OperatorActionCode = keyof typeof OPERATOR_ACTIONS;
export const OPERATOR_ACTION_CODES = Object.keys(OPERATOR_ACTIONS) as OperatorActionCode[];

/** What an action was done to. */
export const OPERATOR_OBJECTS = {
  organization: '单位',
  user: '用户',
  banner: '轮播图',
  notice: '公告',
  blockedWord: '热搜屏蔽词',
  siteConfig: '站点配置',
  workOrder: '商品纠错',
  role: '角色',
  goods: '商品',
  material: '素材',
  story: '客户案例',
  helpArticle: '帮助文章',
  helpDirectory: '帮助目录',
  helpFeedback: '帮助反馈',
} as const;
export type OperatorObjectType = keyof typeof OPERATOR_OBJECTS;
export const OPERATOR_OBJECT_TYPES = Object.keys(OPERATOR_OBJECTS) as OperatorObjectType[];

export const WORKBENCH_ADMIN_MESSAGES = {
  organizationNotFound: '单位不存在',
  buyerNotFound: '采购单位不存在',
  supplierNotFound: '供应商不存在',
  userNotFound: '用户不存在',
  departmentNotFound: '部门不存在或不属于该用户所在单位',
  creditBelowUsed: (used: string) => `授信额度不能低于已用额度 ${used}，请先结清部分订单`,
  creditUnchanged: '授信额度与当前相同，无需调整',
  alreadyVerified: '该供应商已认证',
  notVerified: '该供应商尚未认证',
  rolesForBuyer: '采购单位的用户只能设置采购员或采购经理角色',
  saved: '已保存',
  creditSaved: '授信额度已调整',
  verified: '供应商已认证',
  unverified: '已取消供应商认证',
  roleNotFound: '角色不存在',
  resourceNotFound: '所选权限不存在',
  operatorKeepsRoles: '平台运营角色必须保留「角色权限」菜单，否则将无法再分配权限',
} as const;

/** The resource code of the role editor itself (the operator role keeps it). */
export const ROLE_EDITOR_RESOURCE = 'workbench:roles';

export type OperatorAction = z.infer<typeof S.operatorAction>;
export type OperatorActionQuery = z.input<typeof S.operatorActionQuery>;
export type AdminBuyer = z.infer<typeof S.adminBuyer>;
export type AdminBuyerQuery = z.input<typeof S.adminBuyerQuery>;
export type AdminBuyerDetail = z.infer<typeof S.adminBuyerDetail>;
export type AdminOrgUser = z.infer<typeof S.adminOrgUser>;
export type SetCreditLimitRequest = z.input<typeof S.setCreditLimitRequest>;
export type UpdateOrgUserRequest = z.input<typeof S.updateOrgUserRequest>;
export type AdminSupplier = z.infer<typeof S.adminSupplier>;
export type AdminSupplierQuery = z.input<typeof S.adminSupplierQuery>;
export type VerifySupplierRequest = z.input<typeof S.verifySupplierRequest>;
export type RoleResources = z.infer<typeof S.roleResources>;
export type SaveRoleResourcesRequest = z.input<typeof S.saveRoleResourcesRequest>;

/** The operators' action log, newest first, filtered by operator, action, object and dates (China time). */
export const operatorActionPageEndpoint: Endpoint<OperatorActionQuery, Page<OperatorAction>> = {
  method: 'GET',
  path: '/admin/action-log/page',
  idRefs: { operatorId: 'owned' },
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '运营操作日志分页（按操作人、操作、对象、日期筛选；最新在前）',
};

/** Buyer organizations with their credit and user count. */
export const adminBuyerPageEndpoint: Endpoint<AdminBuyerQuery, Page<AdminBuyer>> = {
  method: 'GET',
  path: '/admin/buyer/page',
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '采购单位分页（名称搜索；含授信额度与用户数）',
};

/** One buyer organization: credit, departments, users with roles. */
export const adminBuyerDetailEndpoint: Endpoint<{ id: string }, AdminBuyerDetail> = {
  method: 'GET',
  path: '/admin/buyer/detail/:id',
  idRefs: { id: 'owned' },
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '采购单位详情（授信、部门、用户及角色）',
};

/**
 * Sets a buyer organization's credit limit (fen) with a reason; logged with before and after. A limit
 * below what orders use now is refused (409) and nothing changes.
 */
export const setCreditLimitEndpoint: Endpoint<SetCreditLimitRequest, Credit> = {
  method: 'POST',
  path: '/admin/buyer/credit-limit',
  idRefs: { organizationId: 'owned' },
  access: OPERATOR,
  codes: [409],
  tag: ADMIN_TAG,
  summary: '调整采购单位授信额度（须填写理由；不得低于已用额度；记入操作日志）',
};

/** Sets a buyer user's roles (采购员 / 采购经理) and department; the user's sessions follow at once. */
export const updateOrgUserEndpoint: Endpoint<UpdateOrgUserRequest, AdminOrgUser> = {
  method: 'POST',
  path: '/admin/buyer/user/update',
  idRefs: { userId: 'owned', departmentId: 'owned' },
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '设置采购单位用户的角色与部门（记入操作日志）',
};

/** Vendor organizations with their verification. */
export const adminSupplierPageEndpoint: Endpoint<AdminSupplierQuery, Page<AdminSupplier>> = {
  method: 'GET',
  path: '/admin/supplier/page',
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '供应商分页（名称搜索、按认证状态筛选）',
};

/**
 * Verifies a supplier or withdraws its verification (a reason required); bidding and inquiry invitations
 * reach verified suppliers only.
 */
export const verifySupplierEndpoint: Endpoint<VerifySupplierRequest, AdminSupplier> = {
  method: 'POST',
  path: '/admin/supplier/verify',
  idRefs: { organizationId: 'owned' },
  access: OPERATOR,
  codes: [409],
  tag: ADMIN_TAG,
  summary: '认证供应商或取消认证（须填写理由；竞价与询价只邀请已认证供应商；记入操作日志）',
};

/** Roles with the resources they grant, and the whole resource tree (flat, with parents). */
export const roleResourcesEndpoint: Endpoint<void, RoleResources> = {
  method: 'GET',
  path: '/admin/role/resources',
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '角色及其权限（资源树，平铺含上级）',
};

/**
 * Sets the resources a role grants (their parents join by themselves); menus and buttons follow at the
 * users' next load, access checks at once.
 */
export const saveRoleResourcesEndpoint: Endpoint<SaveRoleResourcesRequest, RoleResources> = {
  method: 'POST',
  path: '/admin/role/resources/save',
  idRefs: { roleId: 'role', resourceIds: 'owned' },
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '分配角色权限（上级资源自动包含；平台运营角色须保留角色权限菜单；记入操作日志）',
};
