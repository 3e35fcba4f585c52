/**
 * Order approval (审批) by the purchasing manager (采购经理, the APPROVER role).
 *
 * An organization's rules, kept by a manager: an amount (fen) above which a submission needs approval,
 * catalogs whose goods always do, and orders outside any purchasing plan. A submission that matches one
 * becomes 待审批 (orders in APPROVING): its stock and credit stay held until a manager approves it (the
 * orders go to their suppliers, 待发货), rejects it with a reason, or the hold expires (`holdHours` after the
 * submission); rejection and expiry cancel the orders and give stock and credit back. A submission over a
 * purchasing plan's budget may be sent for approval with the buyer's reason when the organization has a
 * manager; its approval commits the overrun to the plan and logs who approved it and why.
 *
 * While it waits, the buyer who submitted it (or a manager) may withdraw it (撤回): its orders are cancelled
 * (已取消, logged 买家撤回) and stock, credit and plan commitments go back exactly as on rejection; the
 * approval is 已撤回.
 *
 * One approval per submission (all its orders, one per supplier). A decision is taken once: the same
 * decision again answers the approval as it is; another decision on a decided approval answers 40950.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { Page } from './page';
import { BUYER_ROLES } from './roles';
import type * as S from './approval-schema';

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'WITHDRAWN'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  PENDING: '待审批',
  APPROVED: '已通过',
  REJECTED: '已驳回',
  EXPIRED: '已过期',
  WITHDRAWN: '已撤回',
};

/** Limits of the rules and reasons (the forms check the same). */
export const APPROVAL_LIMITS = {
  /** Hours stock and credit stay held for a submission waiting for approval. */
  holdHoursDefault: 48,
  holdHoursMin: 1,
  holdHoursMax: 168,
  /** Catalogs that always need approval. */
  catalogsMax: 50,
  reasonMax: 200,
} as const;

/** Business codes of approval (envelope.ts BUSINESS_CODES). */
export const APPROVAL_ERROR_CODES = {
  /** The approval was decided already (approved, rejected or expired): another decision is refused. */
  decided: 40950,
} as const;

export const APPROVAL_MESSAGES = {
  notFound: '审批单不存在',
  reasonRequired: '请填写驳回理由',
  noApprover: '本单位没有采购经理，不能提交审批',
  approvalReasonRequired: '超出采购计划预算，请填写提交审批的理由',
  thresholdInvalid: '审批金额应为不小于 0 的整数（分）',
  catalogNotFound: '所选品类不存在',
  orderNotFound: '订单不存在',
  noApprovalToWithdraw: '该订单无需审批，不能撤回',
} as const;

/** Why a decision on a decided approval is refused. */
export function decidedMessage(status: ApprovalStatus): string {
  return `该审批${APPROVAL_STATUS_LABELS[status]}，不能再次处理`;
}

export type ApprovalRule = z.infer<typeof S.approvalRule>;
export type ApprovalRuleSaveRequest = z.input<typeof S.approvalRuleSaveRequest>;
export type ApprovalPageQuery = z.input<typeof S.approvalPageQuery>;
export type ApprovalItem = z.infer<typeof S.approvalItem>;
export type ApprovalPage = z.infer<typeof S.approvalPage>;
export type ApprovalDetail = z.infer<typeof S.approvalDetail>;
export type ApprovalIdRequest = z.input<typeof S.approvalIdRequest>;
export type ApprovalDecisionRequest = z.input<typeof S.approvalDecisionRequest>;
export type ApprovalRejectRequest = z.input<typeof S.approvalRejectRequest>;
export type ApprovalOfOrder = z.infer<typeof S.approvalOfOrder>;
export type ApprovalWithdrawRequest = z.input<typeof S.approvalWithdrawRequest>;
export type { Page };

const TAG = '审批';
const buyers = { roles: BUYER_ROLES } as const;
const approvers = { roles: ['APPROVER'] } as const;

/** The organization's rules and its managers (who approves); a purchaser reads them too. */
export const approvalRuleEndpoint: Endpoint<void, ApprovalRule> = {
  method: 'GET',
  path: '/approval/rule',
  access: buyers,
  tag: TAG,
  summary: '本单位审批规则（审批金额、须审批品类、计划外订单、库存与额度保留时长）与审批人',
};

export const approvalRuleSaveEndpoint: Endpoint<ApprovalRuleSaveRequest, ApprovalRule> = {
  method: 'POST',
  path: '/approval/rule/save',
  idRefs: { catalogIds: 'catalog' },
  access: approvers,
  tag: TAG,
  summary: '保存本单位审批规则（采购经理）',
};

export const approvalPageEndpoint: Endpoint<ApprovalPageQuery, ApprovalPage> = {
  method: 'GET',
  path: '/approval/page',
  access: approvers,
  tag: TAG,
  summary: '审批列表（按状态筛选，待审批在前按到期时间，含各状态数量；采购经理）',
};

export const approvalDetailEndpoint: Endpoint<ApprovalIdRequest, ApprovalDetail> = {
  method: 'GET',
  path: '/approval/detail/:id',
  idRefs: { id: 'owned' },
  access: approvers,
  tag: TAG,
  summary: '审批详情（订单与商品明细、须审批的原因；采购经理）',
};

export const approvalApproveEndpoint: Endpoint<ApprovalIdRequest & ApprovalDecisionRequest, ApprovalDetail> =
  {
    method: 'POST',
    path: '/approval/approve/:id',
    idRefs: { id: 'owned' },
    access: approvers,
    codes: [409, APPROVAL_ERROR_CODES.decided],
    tag: TAG,
    summary: '审批通过（订单发给供应商；超预算的计划订单占用预算并记录审批人与理由）',
  };

export const approvalRejectEndpoint: Endpoint<ApprovalIdRequest & ApprovalRejectRequest, ApprovalDetail> = {
  method: 'POST',
  path: '/approval/reject/:id',
  idRefs: { id: 'owned' },
  access: approvers,
  codes: [APPROVAL_ERROR_CODES.decided],
  tag: TAG,
  summary: '审批驳回（须填写理由；订单取消，释放库存与信用额度）',
};

/** The approval of an order the caller sees (null: the order needed none). */
export const approvalOfOrderEndpoint: Endpoint<ApprovalIdRequest, ApprovalOfOrder | null> = {
  method: 'GET',
  path: '/approval/order/:id',
  idRefs: { id: 'owned' },
  access: buyers,
  tag: TAG,
  summary: '订单的审批（状态、审批人、原因与结果；无需审批的订单为 null）',
};

/**
 * Withdraws (撤回) the waiting submission of an order the caller sees (a purchaser: their own; a manager:
 * the organization's): all its orders are cancelled and stock, credit and plan commitments given back as on
 * rejection. Again: the approval as it is; once decided otherwise (or its hold ended): 40950.
 */
export const approvalWithdrawEndpoint: Endpoint<
  ApprovalIdRequest & ApprovalWithdrawRequest,
  ApprovalOfOrder
> = {
  method: 'POST',
  path: '/approval/withdraw/:id',
  idRefs: { id: 'owned' },
  access: buyers,
  codes: [409, APPROVAL_ERROR_CODES.decided],
  tag: TAG,
  summary: '撤回待审批订单（按订单 id；同一次提交的订单全部取消，释放库存、信用额度与计划占用）',
};
