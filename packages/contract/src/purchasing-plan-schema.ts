import { z } from 'zod';
import { batchLineInput } from './batch-schema';
import { routeOf } from './endpoint-schema';
import { MAX_TOTAL_FEN } from './money';
import { orderSubmitHeaders } from './order-schema';
import { idListOf, idOf, idSchema, pageOf, pageQuery } from './page';
import {
  departmentUsersEndpoint,
  MAX_PLAN_IMPORT_LINES,
  MAX_PLAN_LINES,
  PLAN_PERIOD_TYPES,
  PLAN_STATUSES,
  planCloseEndpoint,
  planAddToCartEndpoint,
  planDetailEndpoint,
  planExportEndpoint,
  planFinishEndpoint,
  planImportEndpoint,
  planItemQuantityEndpoint,
  planItemsRemoveByGoodsEndpoint,
  planItemsRemoveEndpoint,
  planItemsSaveEndpoint,
  planItemUpdateEndpoint,
  planLogPageEndpoint,
  planOrderEndpoint,
  planPageEndpoint,
  planPauseEndpoint,
  planRemoveEndpoint,
  planResumeEndpoint,
  planSaveEndpoint,
  planStartEndpoint,
  planUpdateEndpoint,
} from './purchasing-plan';
import {
  boundedText,
  lineEdits,
  lineQuantity,
  MAX_LINE_REMARK,
  MAX_LINE_TEXT,
  purchaseLineInput,
} from './purchase-line-schema';

export const MAX_PLAN_NAME = 60;
export const MAX_PLAN_REMARKS = 500;
export const MAX_PLAN_TEXT = MAX_LINE_TEXT;
export const MAX_PLAN_LINE_REMARK = MAX_LINE_REMARK;

const planStatus = z.enum(PLAN_STATUSES, { message: `状态应为 ${PLAN_STATUSES.join('、')} 之一` });
const periodType = z.enum(PLAN_PERIOD_TYPES, {
  message: '计划周期类型应为 month（月度）、quarter（季度）或 year（年度）',
});

/** The period of a plan as its type says: `2026-11` (month), `2026-Q4` (quarter), `2026` (year). */
const PERIOD = { month: /^\d{4}-(0[1-9]|1[0-2])$/, quarter: /^\d{4}-Q[1-4]$/, year: /^\d{4}$/ } as const;
export const PLAN_PERIOD_PATTERN = '^\\d{4}(-(0[1-9]|1[0-2])|-Q[1-4])?$';

const text = boundedText;

const planName = text('计划名称', MAX_PLAN_NAME).min(1, { message: '请填写计划名称' });
const period = z
  .string({ message: '请填写计划周期' })
  .trim()
  .regex(new RegExp(PLAN_PERIOD_PATTERN), {
    message: '计划周期格式不正确：月度如 2026-11，季度如 2026-Q4，年度如 2026',
  })
  .meta({
    description: '计划周期：月度 YYYY-MM，季度 YYYY-Qn，年度 YYYY（与 periodType 一致）',
    example: '2026-12',
  });
const budget = z
  .number({ message: '预算应为整数（分）' })
  .int({ message: '预算应为整数（分）' })
  .min(1, { message: '请填写预算（大于 0 的整数，单位：分）' })
  .max(MAX_TOTAL_FEN, { message: `预算最高 ${MAX_TOTAL_FEN / 100} 元` })
  .meta({ description: '预算，分（必填，大于 0）' });
const quantity = lineQuantity;

/** Checks that the period has the form its type says (a refinement of the whole object). */
function periodMatches(v: { periodType?: string | undefined; period?: string | undefined }): boolean {
  if (v.periodType === undefined || v.period === undefined) return true;
  return PERIOD[v.periodType as keyof typeof PERIOD].test(v.period);
}
const periodIssue = {
  message: '计划周期与周期类型不一致：月度如 2026-11，季度如 2026-Q4，年度如 2026',
  path: ['period'],
};

/**
 * A line to add: catalog goods (`goodsId`; name, specification and unit come from the goods, the
 * estimated price defaults to the buyer's price of the goods), or free text (`name`, `unit` and the
 * estimated price required).
 */
export const planLineInput = purchaseLineInput.refine(
  (l) => l.goodsId !== undefined || l.estimatedPrice !== undefined,
  { message: '自由填写的明细请填写预估单价', path: ['estimatedPrice'] },
);

const planLines = z
  .array(planLineInput, { message: '计划明细应为列表' })
  .max(MAX_PLAN_LINES, { message: `一个计划最多 ${MAX_PLAN_LINES} 条明细` });

export const planSaveRequest = z
  .object({
    name: planName,
    periodType,
    period,
    departmentId: idOf('部门 ID 格式不正确').nullish(),
    /** The person responsible; absent: the caller. */
    ownerId: idOf('负责人 ID 格式不正确').optional(),
    budget,
    remarks: text('备注', MAX_PLAN_REMARKS).default(''),
    lines: planLines.default([]),
  })
  .refine(periodMatches, periodIssue);

export const planUpdateRequest = z
  .object({
    id: idSchema,
    name: planName.optional(),
    periodType: periodType.optional(),
    period: period.optional(),
    /** null: no department. */
    departmentId: idOf('部门 ID 格式不正确').nullish(),
    ownerId: idOf('负责人 ID 格式不正确').optional(),
    budget: budget.optional(),
    remarks: text('备注', MAX_PLAN_REMARKS).optional(),
  })
  .refine((v) => (v.periodType === undefined) === (v.period === undefined), {
    message: '修改计划周期时请同时填写周期类型与周期',
    path: ['period'],
  })
  .refine(periodMatches, periodIssue);

export const planIdRequest = z.object({ id: idSchema });

const fen = z.number().int();

export const planLine = z.object({
  id: z.string(),
  /** Catalog goods, or null for a free-text line (it cannot be ordered through the mall). */
  goodsId: z.string().nullable(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  estimatedPrice: fen,
  remark: z.string(),
  plannedQuantity: z.number().int(),
  /** Ordered and not cancelled. */
  orderedQuantity: z.number().int(),
  /** Of the ordered: in orders whose receipt was confirmed. */
  receivedQuantity: z.number().int(),
  /** Planned minus ordered (never below 0). */
  pendingQuantity: z.number().int(),
  plannedAmount: fen,
  /** What the orders committed (their unit prices × quantities), fen. */
  orderedAmount: fen,
  receivedAmount: fen,
  /** Pending quantity × estimated price, fen. */
  pendingAmount: fen,
});

export const planSummary = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  status: planStatus,
  statusText: z.string(),
  periodType,
  period: z.string(),
  departmentId: z.string().nullable(),
  departmentName: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  budget: fen,
  /** Committed by orders (not cancelled), fen. */
  budgetUsed: fen,
  /** Budget minus used. */
  budgetRemaining: fen,
  /** Sum of the lines' planned amounts, fen. */
  plannedAmount: fen,
  lineCount: z.number().int(),
  /** Ordered quantity over planned quantity, percent with 2 decimals (0–100). */
  progress: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const planDetail = planSummary.extend({
  remarks: z.string(),
  lines: z.array(planLine),
  /** What the caller may do now (keys of PLAN_TRANSITIONS). */
  actions: z.array(z.string()),
});

export const planPageQuery = pageQuery.extend({
  /** One status; absent, empty or `all`: every status. */
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), planStatus.optional()),
  /** Name or code (part of). */
  keyword: text('关键字', 50).optional(),
});

export const planPage = pageOf(planSummary).extend({
  /** Plans per status (all statuses, whatever the filter), and `all`. */
  counts: z.record(z.string(), z.number().int()),
});

export const planRemoveRequest = z.object({ ids: idListOf({ max: 100 }) });
export const planRemoved = z.object({ removed: z.number().int() });

export const planItemsSaveRequest = z.object({
  billId: idSchema,
  lines: planLines.min(1, { message: '请至少添加一条明细' }),
});

export const planItemUpdateRequest = z.object({ id: idSchema, ...lineEdits });

export const planItemQuantityRequest = z.object({ id: idSchema, quantity });

export const planItemsRemoveRequest = z.object({
  /** The plan the lines belong to. */
  billId: idSchema,
  ids: idListOf({ max: MAX_PLAN_LINES }),
});

export const planItemsRemoveByGoodsRequest = z.object({
  billId: idSchema,
  goodsIds: idListOf({ max: MAX_PLAN_LINES }),
});

export const planOrderHeaders = orderSubmitHeaders;

export const planOrderRequest = z.object({
  billId: idSchema,
  /** Catalog lines of the plan with the quantity to order now (at most what is pending). */
  lines: z
    .array(z.object({ id: idSchema, num: quantity }), { message: '请选择要下单的计划明细' })
    .min(1, { message: '请选择要下单的计划明细' })
    .max(MAX_PLAN_LINES, { message: `一次最多 ${MAX_PLAN_LINES} 条` }),
  addressId: idSchema,
  invoiceId: idSchema.nullish(),
  remarks: text('订单备注', 200).default(''),
  /** The total (goods and freight, fen) the buyer confirmed; another total answers 40901. */
  expectedAmount: z.number().int().min(0).max(MAX_TOTAL_FEN).optional(),
  /**
   * Over the plan's budget: the buyer's reason to send the order to a purchasing manager (approval.ts);
   * without it, or when the organization has no manager, such an order is refused (40920).
   */
  approvalReason: text('审批理由', 200).optional(),
});

export const planOrdered = z.object({
  submissionId: z.string(),
  orderIds: z.array(z.string()),
  orderNos: z.array(z.string()),
  amount: fen,
  plan: planDetail,
});

export const planAddToCartRequest = z.object({
  billId: idSchema,
  /** Catalog lines of the plan; `num` absent: what is still pending (planned minus ordered). */
  lines: z
    .array(z.object({ id: idSchema, num: quantity.optional() }), { message: '请选择要加入购物车的计划明细' })
    .min(1, { message: '请选择要加入购物车的计划明细' })
    .max(MAX_PLAN_LINES, { message: `一次最多 ${MAX_PLAN_LINES} 条` }),
});

export const planAddedToCart = z.object({
  /** Cart lines added or changed. */
  added: z.number().int(),
  /** Lines in the cart now. */
  count: z.number().int(),
  lines: z.array(
    z.object({
      planLineId: z.string(),
      cartLineId: z.string(),
      goodsId: z.string(),
      /** The cart line's quantity after the add. */
      num: z.number().int(),
    }),
  ),
});

/** Longest pasted text an import reads. */
export const MAX_PLAN_IMPORT_TEXT = 100_000;

export const planImportRequest = z.object({
  billId: idSchema,
  /** Pasted text: one line per goods (code, name, brand, model, quantity, unit; tabs, commas or spaces). */
  text: z
    .string({ message: '粘贴内容应为文本' })
    .max(MAX_PLAN_IMPORT_TEXT, { message: `粘贴内容最多 ${MAX_PLAN_IMPORT_TEXT} 字` })
    .optional(),
  /** Or the lines of a spreadsheet as the batch purchase maps them (`/goods/batch/parse`). */
  lines: z
    .array(batchLineInput, { message: '明细应为商品行列表' })
    .min(1, { message: '请至少提供一行' })
    .max(MAX_PLAN_IMPORT_LINES, { message: `一次最多导入 ${MAX_PLAN_IMPORT_LINES} 行` })
    .optional(),
  /** true: the matched lines are added to the plan; false (default): only matched and shown. */
  apply: z.boolean({ message: 'apply 应为 true 或 false' }).default(false),
});
/** Exactly one of `text` and `lines` (checked once the plan is found: another organization's plan is 404). */
export const PLAN_IMPORT_SOURCE_MESSAGE = '请粘贴计划明细文本，或提供表格中的行（二者选一）';

/** A line the matcher found goods for, as it would be added to the plan. */
export const planImportLine = z.object({
  /** The line's row in the pasted text or the file (1-based), null when unknown. */
  row: z.number().int().nullable(),
  goodsId: z.string(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  /** The organization's price of the goods, fen (the plan line's estimated price). */
  estimatedPrice: fen,
});

/** A line not imported, and why (in Chinese), with the goods the matcher proposes. */
export const planImportProblem = z.object({
  row: z.number().int().nullable(),
  /** The line as typed. */
  text: z.string(),
  message: z.string(),
  candidates: z.array(z.object({ goodsId: z.string(), name: z.string() })),
});

export const planImported = z.object({
  /** Lines read (blank lines left out). */
  total: z.number().int(),
  matched: z.array(planImportLine),
  problems: z.array(planImportProblem),
  /** Lines added to the plan (0 unless `apply`). */
  added: z.number().int(),
  /** The plan after the import (`apply`), else null. */
  plan: planDetail.nullable(),
});

export const planExportFile = z
  .string()
  .meta({ format: 'binary', description: '采购计划 xlsx 文件（Content-Disposition: attachment）' });

export const planLogQuery = pageQuery.extend({ billId: idSchema.optional() });
export const planLogEntry = z.object({
  id: z.string(),
  billId: z.string(),
  billName: z.string(),
  action: z.string(),
  detail: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  createdAt: z.string(),
});

export const departmentUsersQuery = pageQuery.extend({
  /** Department or person name (part of). */
  nameLike: text('名称关键字', 50).optional(),
});
export const departmentWithUsers = z.object({
  id: z.string(),
  name: z.string(),
  users: z.array(z.object({ id: z.string(), username: z.string(), fullname: z.string() })),
});

export const planSaveRoute = routeOf(planSaveEndpoint, { body: planSaveRequest, response: planDetail });
export const planUpdateRoute = routeOf(planUpdateEndpoint, { body: planUpdateRequest, response: planDetail });
export const planDetailRoute = routeOf(planDetailEndpoint, { params: planIdRequest, response: planDetail });
export const planPageRoute = routeOf(planPageEndpoint, { querystring: planPageQuery, response: planPage });
export const planStartRoute = routeOf(planStartEndpoint, { params: planIdRequest, response: planDetail });
export const planPauseRoute = routeOf(planPauseEndpoint, { params: planIdRequest, response: planDetail });
export const planResumeRoute = routeOf(planResumeEndpoint, { params: planIdRequest, response: planDetail });
export const planFinishRoute = routeOf(planFinishEndpoint, { params: planIdRequest, response: planDetail });
export const planCloseRoute = routeOf(planCloseEndpoint, { params: planIdRequest, response: planDetail });
export const planRemoveRoute = routeOf(planRemoveEndpoint, {
  querystring: planRemoveRequest,
  response: planRemoved,
});
export const planItemsSaveRoute = routeOf(planItemsSaveEndpoint, {
  body: planItemsSaveRequest,
  response: planDetail,
});
export const planItemUpdateRoute = routeOf(planItemUpdateEndpoint, {
  body: planItemUpdateRequest,
  response: planDetail,
});
export const planItemQuantityRoute = routeOf(planItemQuantityEndpoint, {
  body: planItemQuantityRequest,
  response: planDetail,
});
export const planItemsRemoveRoute = routeOf(planItemsRemoveEndpoint, {
  querystring: planItemsRemoveRequest,
  response: planDetail,
});
export const planItemsRemoveByGoodsRoute = routeOf(planItemsRemoveByGoodsEndpoint, {
  querystring: planItemsRemoveByGoodsRequest,
  response: planDetail,
});
export const planOrderRoute = routeOf(planOrderEndpoint, {
  headers: planOrderHeaders,
  body: planOrderRequest,
  response: planOrdered,
});
export const planAddToCartRoute = routeOf(planAddToCartEndpoint, {
  body: planAddToCartRequest,
  response: planAddedToCart,
});
export const planImportRoute = routeOf(planImportEndpoint, {
  body: planImportRequest,
  response: planImported,
});
/** A download: registered with its media type rather than the envelope. */
export const planExportRoute = {
  endpoint: planExportEndpoint,
  params: planIdRequest,
  response: planExportFile,
} as const;
export const planLogPageRoute = routeOf(planLogPageEndpoint, {
  querystring: planLogQuery,
  response: pageOf(planLogEntry),
});
export const departmentUsersRoute = routeOf(departmentUsersEndpoint, {
  querystring: departmentUsersQuery,
  response: pageOf(departmentWithUsers),
});
