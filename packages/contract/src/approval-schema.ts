import { z } from 'zod';
import {
  APPROVAL_LIMITS as L,
  APPROVAL_MESSAGES,
  APPROVAL_STATUSES,
  approvalApproveEndpoint,
  approvalDetailEndpoint,
  approvalOfOrderEndpoint,
  approvalPageEndpoint,
  approvalRejectEndpoint,
  approvalRuleEndpoint,
  approvalRuleSaveEndpoint,
  approvalWithdrawEndpoint,
} from './approval';
import { routeOf } from './endpoint-schema';
import { MAX_TOTAL_FEN } from './money';
import { orderRecordStatus } from './order-schema';
import { idListOf, idSchema, pageOf, pageQuery } from './page';
import { boundedText } from './purchase-line-schema';

export const approvalStatus = z.enum(APPROVAL_STATUSES, { message: '审批状态不正确' });

const text = boundedText;

/** A reason, a decision's or a buyer's request (plain text). */
export const approvalReason = text('理由', L.reasonMax);

const person = z.object({ id: z.string(), name: z.string() });

export const approvalRule = z.object({
  /** Submissions above this total (goods and freight, fen) need approval; null: no amount rule. */
  amountThreshold: z.number().int().nullable(),
  /** Catalogs (any level) whose goods always need approval. */
  catalogs: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Submissions with a line outside any purchasing plan need approval. */
  outsidePlan: z.boolean(),
  /** Hours stock and credit stay held while a submission waits. */
  holdHours: z.number().int(),
  /** The organization's purchasing managers (who approve); empty: nothing can be sent for approval. */
  approvers: z.array(person),
  /** Who saved the rules last and when (null: never saved). */
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

export const approvalRuleSaveRequest = z.object({
  amountThreshold: z
    .number({ message: APPROVAL_MESSAGES.thresholdInvalid })
    .int({ message: APPROVAL_MESSAGES.thresholdInvalid })
    .min(0, { message: APPROVAL_MESSAGES.thresholdInvalid })
    .max(MAX_TOTAL_FEN, { message: '审批金额超过订单金额上限' })
    .nullable()
    .default(null),
  catalogIds: idListOf({
    min: 0,
    max: L.catalogsMax,
    maxMessage: `须审批品类最多 ${L.catalogsMax} 个`,
  }).default([]),
  outsidePlan: z.boolean({ message: '计划外订单是否审批应为 true 或 false' }).default(false),
  holdHours: z
    .number({ message: '保留时长必须是数字' })
    .int({ message: '保留时长必须是整数（小时）' })
    .min(L.holdHoursMin, { message: `保留时长最少 ${L.holdHoursMin} 小时` })
    .max(L.holdHoursMax, { message: `保留时长最多 ${L.holdHoursMax} 小时` })
    .default(L.holdHoursDefault),
});

export const approvalPageQuery = pageQuery.extend({
  /** One status; absent, empty or `all`: every status. */
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), approvalStatus.optional()),
});

export const approvalItem = z.object({
  id: z.string(),
  status: approvalStatus,
  statusText: z.string(),
  submissionId: z.string(),
  requesterId: z.string(),
  requesterName: z.string(),
  /** The submission's total (all its orders), fen. */
  amount: z.number().int(),
  orderIds: z.array(z.string()),
  orderNos: z.array(z.string()),
  supplierNames: z.array(z.string()),
  /** Why it needs approval (the rules it matched, a plan's budget it overruns), in Chinese. */
  reasons: z.array(z.string()),
  /** The buyer's reason (sent with an order over a plan's budget); empty: none. */
  requestReason: z.string(),
  /** It overruns a purchasing plan's budget: approval commits the overrun. */
  overBudget: z.boolean(),
  /** ISO time the hold ends (pending: then it expires). */
  expiresAt: z.string(),
  createdAt: z.string(),
  decidedByName: z.string().nullable(),
  decisionReason: z.string(),
  decidedAt: z.string().nullable(),
});

export const approvalPage = pageOf(approvalItem).extend({
  /** Approvals per status, and `all`. */
  counts: z.record(z.string(), z.number().int()),
});

export const approvalOrderLine = z.object({
  goodsId: z.string(),
  skuCode: z.string(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  num: z.number().int(),
  price: z.number().int(),
  amount: z.number().int(),
});

export const approvalOrder = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: orderRecordStatus,
  statusText: z.string(),
  supplierName: z.string(),
  goodsAmount: z.number().int(),
  freight: z.number().int(),
  amount: z.number().int(),
  lines: z.array(approvalOrderLine),
});

export const approvalDetail = approvalItem.extend({
  orders: z.array(approvalOrder),
  /** The purchasing plans an over-budget submission overruns: budget, used and what it adds, fen. */
  overruns: z.array(
    z.object({
      planId: z.string(),
      planName: z.string(),
      budget: z.number().int(),
      used: z.number().int(),
      amount: z.number().int(),
    }),
  ),
});

export const approvalIdRequest = z.object({ id: idSchema });
export const approvalDecisionRequest = z.object({ reason: approvalReason.default('') });
export const approvalRejectRequest = z.object({
  reason: approvalReason.min(1, { message: APPROVAL_MESSAGES.reasonRequired }),
});

/** Why the buyer withdraws (optional; logged on the orders and the approval). */
export const approvalWithdrawRequest = z.object({ reason: text('撤回理由', L.reasonMax).default('') });

export const approvalOfOrder = z.object({
  id: z.string(),
  status: approvalStatus,
  statusText: z.string(),
  reasons: z.array(z.string()),
  requestReason: z.string(),
  /** Who may approve it (the organization's purchasing managers). */
  approvers: z.array(z.string()),
  expiresAt: z.string(),
  decidedByName: z.string().nullable(),
  decisionReason: z.string(),
  decidedAt: z.string().nullable(),
});

export const approvalRuleRoute = routeOf(approvalRuleEndpoint, { response: approvalRule });
export const approvalRuleSaveRoute = routeOf(approvalRuleSaveEndpoint, {
  body: approvalRuleSaveRequest,
  response: approvalRule,
});
export const approvalPageRoute = routeOf(approvalPageEndpoint, {
  querystring: approvalPageQuery,
  response: approvalPage,
});
export const approvalDetailRoute = routeOf(approvalDetailEndpoint, {
  params: approvalIdRequest,
  response: approvalDetail,
});
export const approvalApproveRoute = routeOf(approvalApproveEndpoint, {
  params: approvalIdRequest,
  body: approvalDecisionRequest,
  response: approvalDetail,
});
export const approvalRejectRoute = routeOf(approvalRejectEndpoint, {
  params: approvalIdRequest,
  body: approvalRejectRequest,
  response: approvalDetail,
});
export const approvalOfOrderRoute = routeOf(approvalOfOrderEndpoint, {
  params: approvalIdRequest,
  response: approvalOfOrder.nullable(),
});
export const approvalWithdrawRoute = routeOf(approvalWithdrawEndpoint, {
  params: approvalIdRequest,
  body: approvalWithdrawRequest,
  response: approvalOfOrder,
});
