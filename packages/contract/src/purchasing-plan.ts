/**
 * Purchasing plans (采购计划) of a buyer organization: a name, a period (month, quarter or year), a
 * department, an owner, a budget (fen), lines (catalog goods, or free text with specification, unit,
 * quantity and estimated price) and remarks.
 *
 * Statuses: 草稿 → 执行中 ⇄ 已暂停 → 已完成 / 已关闭 (a draft may be closed too). Only an executing plan
 * is ordered from: its catalog lines go through the one checkout entry, each order line carries its plan
 * line, and the plan's commitment ledger (预算占用) is written in the same transaction. An order that would
 * take the plan past its budget is refused (40920); a cancelled order gives its commitment back.
 *
 * The departments of the caller's organization with their users: GET /department/page/union-user.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import { ORDER_ERROR_CODES } from './order';
import type { Page } from './page';
import { BUYER_ROLES } from './roles';
import type * as S from './purchasing-plan-schema';

export const PLAN_STATUSES = ['draft', 'executing', 'paused', 'completed', 'closed'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  draft: '草稿',
  executing: '执行中',
  paused: '已暂停',
  completed: '已完成',
  closed: '已关闭',
};

/**
 * The transitions of a plan: the action, the statuses it leaves and the status it enters. One table:
 * the server refuses any other move (409, nothing changes) and pages can offer only these.
 */
export const PLAN_TRANSITIONS = {
  start: { from: ['draft'], to: 'executing', label: '开始执行' },
  pause: { from: ['executing'], to: 'paused', label: '暂停' },
  resume: { from: ['paused'], to: 'executing', label: '恢复执行' },
  finish: { from: ['executing', 'paused'], to: 'completed', label: '完成' },
  close: { from: ['draft', 'executing', 'paused'], to: 'closed', label: '关闭' },
} as const satisfies Record<string, { from: readonly PlanStatus[]; to: PlanStatus; label: string }>;
export type PlanAction = keyof typeof PLAN_TRANSITIONS;

/** Statuses whose lines may still be edited (added, changed, removed). */
export const PLAN_EDITABLE_STATUSES: readonly PlanStatus[] = ['draft', 'executing', 'paused'];

export const PLAN_PERIOD_TYPES = ['month', 'quarter', 'year'] as const;
export type PlanPeriodType = (typeof PLAN_PERIOD_TYPES)[number];
export const PLAN_PERIOD_TYPE_LABELS: Record<PlanPeriodType, string> = {
  month: '月度',
  quarter: '季度',
  year: '年度',
};

/** Most lines one plan holds. */
export const MAX_PLAN_LINES = 500;

/** Business codes of plans (envelope.ts BUSINESS_CODES). */
export const PLAN_ERROR_CODES = {
  /** The order would take the plan past its budget (approval by a purchasing manager: later). */
  overBudget: 40920,
} as const;

export type PlanSaveRequest = z.input<typeof S.planSaveRequest>;
export type PlanUpdateRequest = z.input<typeof S.planUpdateRequest>;
export type PlanIdRequest = z.input<typeof S.planIdRequest>;
export type PlanLineInput = z.input<typeof S.planLineInput>;
export type PlanLine = z.infer<typeof S.planLine>;
export type PlanSummary = z.infer<typeof S.planSummary>;
export type PlanDetail = z.infer<typeof S.planDetail>;
export type PlanPageQuery = z.input<typeof S.planPageQuery>;
export type PlanPage = z.infer<typeof S.planPage>;
export type PlanRemoveRequest = z.input<typeof S.planRemoveRequest>;
export type PlanRemoved = z.infer<typeof S.planRemoved>;
export type PlanItemsSaveRequest = z.input<typeof S.planItemsSaveRequest>;
export type PlanItemUpdateRequest = z.input<typeof S.planItemUpdateRequest>;
export type PlanItemQuantityRequest = z.input<typeof S.planItemQuantityRequest>;
export type PlanItemsRemoveRequest = z.input<typeof S.planItemsRemoveRequest>;
export type PlanItemsRemoveByGoodsRequest = z.input<typeof S.planItemsRemoveByGoodsRequest>;
export type PlanOrderRequest = z.input<typeof S.planOrderRequest>;
export type PlanOrdered = z.infer<typeof S.planOrdered>;
export type PlanLogQuery = z.input<typeof S.planLogQuery>;
export type PlanLogEntry = z.infer<typeof S.planLogEntry>;
export type PlanAddToCartRequest = z.input<typeof S.planAddToCartRequest>;
export type PlanAddedToCart = z.infer<typeof S.planAddedToCart>;
export type PlanImportRequest = z.input<typeof S.planImportRequest>;
export type PlanImported = z.infer<typeof S.planImported>;
export type PlanImportProblem = z.infer<typeof S.planImportProblem>;
export type DepartmentUsersQuery = z.input<typeof S.departmentUsersQuery>;
export type DepartmentWithUsers = z.infer<typeof S.departmentWithUsers>;

const buyers = { roles: BUYER_ROLES } as const;
const TAG = '采购计划';

export const planSaveEndpoint: Endpoint<PlanSaveRequest, PlanDetail> = {
  method: 'POST',
  path: '/purchasing-bills/save',
  idRefs: { departmentId: 'owned', ownerId: 'owned', 'lines[].goodsId': 'goods' },
  access: buyers,
  tag: TAG,
  summary: '新建采购计划（草稿；可带计划明细）',
};

export const planUpdateEndpoint: Endpoint<PlanUpdateRequest, PlanDetail> = {
  method: 'POST',
  path: '/purchasing-bills/update',
  idRefs: { id: 'owned', departmentId: 'owned', ownerId: 'owned' },
  access: buyers,
  codes: [409],
  tag: TAG,
  summary: '修改采购计划（名称、周期、部门、负责人、预算、备注；预算不得低于已占用）',
};

export const planDetailEndpoint: Endpoint<PlanIdRequest, PlanDetail> = {
  method: 'GET',
  path: '/purchasing-bills/detail/:id',
  idRefs: { id: 'owned' },
  access: buyers,
  tag: TAG,
  summary: '采购计划详情（明细的计划、已下单、已收货、待采购数量与金额；预算已用与剩余）',
};

export const planPageEndpoint: Endpoint<PlanPageQuery, PlanPage> = {
  method: 'GET',
  path: '/purchasing-bills/page-execution-status',
  access: buyers,
  tag: TAG,
  summary: '按执行状态分页查询采购计划（含各状态数量）',
};

/** One descriptor per transition of PLAN_TRANSITIONS. */
function transition(action: PlanAction, summary: string): Endpoint<PlanIdRequest, PlanDetail> {
  return {
    method: 'POST',
    path: `/purchasing-bills/${action}/:id`,
    idRefs: { id: 'owned' },
    access: buyers,
    codes: [409],
    tag: TAG,
    summary,
  };
}

export const planStartEndpoint = transition('start', '开始执行采购计划（草稿 → 执行中；至少一条明细）');
export const planPauseEndpoint = transition('pause', '暂停采购计划（执行中 → 已暂停；暂停期间不能下单）');
export const planResumeEndpoint = transition('resume', '恢复采购计划（已暂停 → 执行中）');
export const planFinishEndpoint = transition('finish', '完成采购计划（执行中或已暂停 → 已完成）');
export const planCloseEndpoint = transition('close', '关闭采购计划（草稿、执行中或已暂停 → 已关闭）');

export const planRemoveEndpoint: Endpoint<PlanRemoveRequest, PlanRemoved> = {
  method: 'DELETE',
  path: '/purchasing-bills/batch-remove-plans',
  idRefs: { ids: 'owned' },
  access: buyers,
  codes: [409],
  tag: TAG,
  summary: '删除采购计划（仅草稿；可多条，任一不可删则都不删）',
};

export const planItemsSaveEndpoint: Endpoint<PlanItemsSaveRequest, PlanDetail> = {
  method: 'POST',
  path: '/purchasing-bills/item/batch-save',
  idRefs: { billId: 'owned', 'lines[].goodsId': 'goods' },
  access: buyers,
  codes: [409],
  tag: TAG,
  summary: '批量添加计划明细（商品或自由填写）',
};

export const planItemUpdateEndpoint: Endpoint<PlanItemUpdateRequest, PlanDetail> = {
  method: 'POST',
  path: '/purchasing-bills/item/update',
  idRefs: { id: 'owned' },
  access: buyers,
  codes: [409],
  tag: TAG,
  summary: '修改计划明细（规格、单位、数量、预估单价、备注）',
};

export const planItemQuantityEndpoint: Endpoint<PlanItemQuantityRequest, PlanDetail> = {
  method: 'POST',
  path: '/purchasing-bills/item/modify-item-quantity',
  idRefs: { id: 'owned' },
  access: buyers,
  codes: [409],
  tag: TAG,
  summary: '修改计划明细数量（不得低于已下单数量）',
};

export const planItemsRemoveEndpoint: Endpoint<PlanItemsRemoveRequest, PlanDetail> = {
  method: 'DELETE',
  path: '/purchasing-bills/item/remove-batch',
  idRefs: { billId: 'owned', ids: 'owned' },
  access: buyers,
  codes: [409],
  tag: TAG,
  summary: '删除计划明细（明细 ID，可多条；已下单的明细不能删除）',
};

export const planItemsRemoveByGoodsEndpoint: Endpoint<PlanItemsRemoveByGoodsRequest, PlanDetail> = {
  method: 'DELETE',
  path: '/purchasing-bills/item/batch-remove',
  idRefs: { billId: 'owned', goodsIds: 'goods' },
  access: buyers,
  codes: [409],
  tag: TAG,
  summary: '按商品删除计划明细（该计划中这些商品的明细；已下单的明细不能删除）',
};

export const planOrderEndpoint: Endpoint<PlanOrderRequest, PlanOrdered> = {
  method: 'POST',
  path: '/purchasing-bills/order',
  idRefs: { billId: 'owned', 'lines[].id': 'owned', addressId: 'owned', invoiceId: 'owned' },
  access: buyers,
  codes: [409, PLAN_ERROR_CODES.overBudget, ...Object.values(ORDER_ERROR_CODES)],
  tag: TAG,
  summary:
    '按计划明细下单（执行中的计划；按供应商拆单，占用计划预算，超出预算则拒绝，或附审批理由提交采购经理审批；需 Idempotency-Key 请求头）',
};

/**
 * Plan lines into the cart: the cart line remembers its plan line, and the cart's submission commits the
 * plan's budget in the order's transaction (over the budget: 40920 then, nothing ordered).
 */
export const planAddToCartEndpoint: Endpoint<PlanAddToCartRequest, PlanAddedToCart> = {
  method: 'POST',
  path: '/purchasing-bills/item/add-to-cart',
  idRefs: { billId: 'owned', 'lines[].id': 'owned' },
  access: buyers,
  codes: [409],
  tag: TAG,
  summary:
    '计划明细加入购物车（执行中的计划；数量不超过待采购数量，缺省为待采购数量；购物车结算时占用计划预算）',
};

/** The plan as an xlsx (a file, not the envelope). */
export const planExportEndpoint: Endpoint<PlanIdRequest, Blob> = {
  method: 'GET',
  path: '/purchasing-bills/export/:id',
  idRefs: { id: 'owned' },
  access: buyers,
  tag: TAG,
  summary: '导出采购计划（xlsx：预算与各明细的计划、已下单、已收货、待采购数量与金额）',
};

/** Most lines one import reads. */
export const MAX_PLAN_IMPORT_LINES = MAX_PLAN_LINES;

/**
 * Plan lines from pasted text, or from the lines of an xlsx/csv the batch purchase reads
 * (`/goods/batch/parse` and its column mapping), matched to goods by the batch matcher. `apply`: the
 * matched lines are added to the plan (one transaction); otherwise the answer only shows them.
 */
export const planImportEndpoint: Endpoint<PlanImportRequest, PlanImported> = {
  method: 'POST',
  path: '/purchasing-bills/item/import',
  idRefs: { billId: 'owned' },
  access: buyers,
  codes: [409],
  tag: TAG,
  summary:
    '导入计划明细（粘贴文本或 xlsx 读出的行，经批量匹配识别商品；apply 为 true 时把已匹配的行加入计划）',
};

export const planLogPageEndpoint: Endpoint<PlanLogQuery, Page<PlanLogEntry>> = {
  method: 'GET',
  path: '/purchasing-bills-log/page',
  idRefs: { billId: 'owned' },
  access: buyers,
  tag: TAG,
  summary: '采购计划变更记录（谁在何时做了什么；可按计划筛选）',
};

export const departmentUsersEndpoint: Endpoint<DepartmentUsersQuery, Page<DepartmentWithUsers>> = {
  method: 'GET',
  path: '/department/page/union-user',
  access: buyers,
  tag: '部门',
  summary: '本组织的部门及其人员（分页）',
};
