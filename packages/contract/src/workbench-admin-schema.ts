import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import { MAX_CREDIT_LIMIT_FEN, MONEY_MESSAGES } from './money';
import { credit } from './order-schema';
import { idSchema, pageOf, pageQuery } from './page';
import * as E from './workbench-admin';

/** A required reason (理由) of an operator's change: 2–200 characters. */
export const operatorReason = z
  .string({ message: '请填写理由' })
  .trim()
  .min(2, { message: '请填写理由（至少 2 个字）' })
  .max(200, { message: '理由最长 200 个字' });

const keyword = z.string().trim().max(50, { message: '关键字最长 50 个字' }).optional();

/** A day (YYYY-MM-DD) that exists. */
const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label}格式应为 YYYY-MM-DD` })
    .refine(
      (s) => {
        const d = new Date(`${s}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
      },
      { message: `${label}不是有效日期` },
    );

export const operatorActionQuery = pageQuery
  .extend({
    operatorId: idSchema.optional(),
    action: z
      .enum(E.OPERATOR_ACTION_CODES as [E.OperatorActionCode, ...E.OperatorActionCode[]], {
        message: '操作类型不正确',
      })
      .optional(),
    objectType: z
      .enum(E.OPERATOR_OBJECT_TYPES as [E.OperatorObjectType, ...E.OperatorObjectType[]], {
        message: '对象类型不正确',
      })
      .optional(),
    /** The object's key (an id, a word, a configuration key), exactly. */
    objectKey: z.string().trim().max(100, { message: '对象标识最长 100 个字' }).optional(),
    /** First and last day, China time (UTC+8), both included. */
    from: day('开始日期').optional(),
    to: day('结束日期').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: '开始日期不能晚于结束日期',
    path: ['to'],
  });

export const operatorAction = z.object({
  id: z.string(),
  operatorId: z.string(),
  operatorName: z.string(),
  action: z.string(),
  /** The action's Chinese text. */
  actionText: z.string(),
  objectType: z.string(),
  objectKey: z.string(),
  objectName: z.string(),
  reason: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** ISO 8601. */
  createdAt: z.string(),
});

export const adminBuyerQuery = pageQuery.extend({ keyword });

export const adminBuyer = z.object({
  id: z.string(),
  name: z.string(),
  userCount: z.number().int(),
  credit,
  createdAt: z.string(),
});

export const adminOrgUser = z.object({
  id: z.string(),
  username: z.string(),
  fullname: z.string(),
  cellphone: z.string(),
  status: z.string(),
  departmentId: z.string().nullable(),
  departmentName: z.string(),
  roleTypes: z.array(z.string()),
  roleNames: z.array(z.string()),
});

export const adminBuyerDetail = z.object({
  id: z.string(),
  name: z.string(),
  credit,
  departments: z.array(z.object({ id: z.string(), name: z.string() })),
  users: z.array(adminOrgUser),
});

export const setCreditLimitRequest = z.object({
  organizationId: idSchema,
  /** Fen. */
  creditLimit: z
    .number({ message: '授信额度必须是数字' })
    .int({ message: '授信额度必须是整数（分）' })
    .min(0, { message: '授信额度不能为负数' })
    .max(MAX_CREDIT_LIMIT_FEN, { message: MONEY_MESSAGES.creditLimit }),
  reason: operatorReason,
});

export const BUYER_ROLE_TYPES = ['PURCHASER', 'APPROVER'] as const;

export const updateOrgUserRequest = z.object({
  userId: idSchema,
  roleTypes: z
    .array(z.enum(BUYER_ROLE_TYPES, { message: '角色只能是 PURCHASER（采购员）或 APPROVER（采购经理）' }))
    .min(1, { message: '请至少选择一个角色' })
    .max(2, { message: '角色最多 2 个' }),
  /** null: no department. */
  departmentId: idSchema.nullable(),
});

export const adminSupplierQuery = pageQuery.extend({
  keyword,
  verified: z.enum(['true', 'false'], { message: '认证状态应为 true 或 false' }).optional(),
});

export const adminSupplier = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  verified: z.boolean(),
  /** ISO 8601, null while not verified. */
  verifiedAt: z.string().nullable(),
  goodsCount: z.number().int(),
  userCount: z.number().int(),
});

export const verifySupplierRequest = z.object({
  organizationId: idSchema,
  verified: z.boolean({ message: '请说明认证还是取消认证' }),
  reason: operatorReason,
});

export const roleResources = z.object({
  roles: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      name: z.string(),
      roleType: z.string(),
      resourceIds: z.array(z.string()),
    }),
  ),
  resources: z.array(
    z.object({
      id: z.string(),
      parentId: z.string().nullable(),
      code: z.string(),
      title: z.string(),
      type: z.string(),
    }),
  ),
});

export const saveRoleResourcesRequest = z.object({
  roleId: idSchema,
  resourceIds: z.array(idSchema).max(1000, { message: '权限最多 1000 项' }),
});

export const operatorActionPageRoute = routeOf(E.operatorActionPageEndpoint, {
  querystring: operatorActionQuery,
  response: pageOf(operatorAction),
});
export const adminBuyerPageRoute = routeOf(E.adminBuyerPageEndpoint, {
  querystring: adminBuyerQuery,
  response: pageOf(adminBuyer),
});
export const adminBuyerDetailRoute = routeOf(E.adminBuyerDetailEndpoint, {
  params: z.object({ id: idSchema }),
  response: adminBuyerDetail,
});
export const setCreditLimitRoute = routeOf(E.setCreditLimitEndpoint, {
  body: setCreditLimitRequest,
  response: credit,
});
export const updateOrgUserRoute = routeOf(E.updateOrgUserEndpoint, {
  body: updateOrgUserRequest,
  response: adminOrgUser,
});
export const adminSupplierPageRoute = routeOf(E.adminSupplierPageEndpoint, {
  querystring: adminSupplierQuery,
  response: pageOf(adminSupplier),
});
export const verifySupplierRoute = routeOf(E.verifySupplierEndpoint, {
  body: verifySupplierRequest,
  response: adminSupplier,
});
export const roleResourcesRoute = routeOf(E.roleResourcesEndpoint, { response: roleResources });
export const saveRoleResourcesRoute = routeOf(E.saveRoleResourcesEndpoint, {
  body: saveRoleResourcesRequest,
  response: roleResources,
});
