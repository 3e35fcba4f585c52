import { z } from 'zod';
import {
  budgetVsActualEndpoint,
  collectionEndpoint,
  DASHBOARD_MAX_MONTHS,
  DASHBOARD_SCOPES,
  DASHBOARD_VIEWS,
  dashboardAuthoritiesEndpoint,
  dashboardExportEndpoint,
  dashboardLinesEndpoint,
  FUNNEL_STAGES,
  SAVING_BASELINES,
  savingLinesEndpoint,
  savingsEndpoint,
  scorecardsEndpoint,
  spendByCategoryEndpoint,
  spendByDepartmentEndpoint,
  spendByMonthEndpoint,
  spendBySupplierEndpoint,
  statusFunnelEndpoint,
  topGoodsEndpoint,
} from './dashboard';
import { routeOf } from './endpoint-schema';
import { orderRecordStatus } from './order-schema';
import { idOf, pageOf, pageQuery } from './page';

/** A month `YYYY-MM` (2000-01 … 2099-12, China time). */
export const MONTH_PATTERN = '^20[0-9]{2}-(0[1-9]|1[0-2])$';
const MONTH_RE = new RegExp(MONTH_PATTERN);

export function isMonth(text: string): boolean {
  return MONTH_RE.test(text);
}

/** Months since year 0 (`2026-01` → 2026 × 12): the distance of two months is a subtraction. */
export function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

export function monthOfIndex(index: number): string {
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${y}-${String(m).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included (empty when `from` is after `to`). */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i++) out.push(monthOfIndex(i));
  return out;
}

/** The month a point in time falls in, China time (UTC+8, no daylight saving). */
export function monthOfInstant(at: Date): string {
  const china = new Date(at.getTime() + 8 * 3600_000);
  return `${china.getUTCFullYear()}-${String(china.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function month(label: string) {
  return z
    .string({ message: `请填写${label}` })
    .regex(MONTH_RE, { message: `${label}格式不正确，应为 YYYY-MM（2000-01 至 2099-12）` })
    .meta({ pattern: MONTH_PATTERN, description: '月份 YYYY-MM（中国时间）', example: '2026-11' });
}

const filterShape = {
  /** First month of the range. */
  from: month('起始月份'),
  /** Last month of the range (included). */
  to: month('截止月份'),
  /** A department of the caller's organization. */
  departmentId: idOf('部门 ID 格式不正确').optional(),
  /** A supplier (vendor organization). */
  supplierId: idOf('供应商 ID 格式不正确').optional(),
  /** A top-level category (一级类目). */
  categoryId: idOf('类目 ID 格式不正确').optional(),
};

/** The month range rule: `from` ≤ `to`, at most DASHBOARD_MAX_MONTHS months. */
function ranged<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).superRefine((value, ctx) => {
    const { from, to } = value as unknown as { from: unknown; to: unknown };
    // A malformed month has its own message already.
    if (typeof from !== 'string' || typeof to !== 'string' || !isMonth(from) || !isMonth(to)) return;
    const span = monthIndex(to) - monthIndex(from) + 1;
    if (span < 1) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: '截止月份不能早于起始月份', input: to });
    } else if (span > DASHBOARD_MAX_MONTHS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `查询范围最多 ${DASHBOARD_MAX_MONTHS} 个月`,
        input: to,
      });
    }
  });
}

export const dashboardFilter = ranged(filterShape);

const named = z.object({ id: z.string(), name: z.string() });

export const dashboardAuthorities = z.object({
  scope: z.enum(DASHBOARD_SCOPES),
  scopeLabel: z.string(),
  /** The views the caller may open (and export). */
  views: z.array(z.enum(DASHBOARD_VIEWS)),
  /** The caller's organization (the supplier's name for scope `supplier`, 平台 for `platform`). */
  organizationName: z.string(),
  /** Departments the department filter offers (scope `org`; empty otherwise). */
  departments: z.array(named),
  /** A range to open with: the twelve months up to the current one. */
  defaultFrom: z.string(),
  defaultTo: z.string(),
  maxMonths: z.number().int(),
  minSample: z.number().int(),
});

const amountsByMonth = z.array(z.number().int()).meta({ description: '与 months 一一对应的金额（分）' });

export const spendByMonth = z.object({
  months: z.array(z.string()),
  /** One series per top-level category, largest first. */
  categories: z.array(named.extend({ amounts: amountsByMonth, total: z.number().int() })),
  monthTotals: amountsByMonth,
  total: z.number().int(),
});

export const spendByCategory = z.object({
  records: z.array(
    named.extend({ amount: z.number().int(), quantity: z.number().int(), lineCount: z.number().int() }),
  ),
  total: z.number().int(),
});

const supplierSpend = z.object({
  supplierId: z.string(),
  name: z.string(),
  amount: z.number().int(),
  orderCount: z.number().int(),
  /** Share of the total, 0–1. */
  share: z.number(),
  /** Share of the total of this supplier and all before it, 0–1. */
  cumulativeShare: z.number(),
});

export const spendBySupplier = z.object({
  /** The largest suppliers, at most DASHBOARD_TOP_SUPPLIERS. */
  records: z.array(supplierSpend),
  /** The rest, as one row 其他; null when there is no rest. */
  other: z
    .object({
      name: z.string(),
      supplierCount: z.number().int(),
      amount: z.number().int(),
      orderCount: z.number().int(),
      share: z.number(),
    })
    .nullable(),
  supplierCount: z.number().int(),
  total: z.number().int(),
});

export const spendByDepartment = z.object({
  months: z.array(z.string()),
  departments: z.array(
    z.object({
      /** null: orders of users without a department (未分配部门). */
      id: z.string().nullable(),
      name: z.string(),
      amounts: amountsByMonth,
      orderCounts: z.array(z.number().int()),
      total: z.number().int(),
    }),
  ),
  total: z.number().int(),
});

export const budgetVsActual = z.object({
  /** Plans whose period meets the range; empty when the organization has no plans (the view is hidden). */
  records: z.array(
    z.object({
      planId: z.string(),
      name: z.string(),
      period: z.string(),
      status: z.string(),
      departmentName: z.string(),
      budget: z.number().int(),
      /** What orders of the plan hold (预算占用). */
      committed: z.number().int(),
      /** The part of it whose goods were received. */
      received: z.number().int(),
    }),
  ),
  totals: z.object({ budget: z.number().int(), committed: z.number().int(), received: z.number().int() }),
});

export const statusFunnel = z.object({
  stages: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), label: z.string(), count: z.number().int() })),
  statuses: z.array(
    z.object({
      status: orderRecordStatus,
      label: z.string(),
      count: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  total: z.number().int(),
});

export const topGoods = z.object({
  records: z.array(
    z.object({
      goodsId: z.string(),
      name: z.string(),
      unit: z.string(),
      quantity: z.number().int(),
      amount: z.number().int(),
      lineCount: z.number().int(),
    }),
  ),
});

export const savings = z.object({
  items: z.array(
    z.object({
      baseline: z.enum(SAVING_BASELINES),
      label: z.string(),
      /** What the baseline would have cost (fen). */
      baselineAmount: z.number().int(),
      /** What was paid (fen). */
      paidAmount: z.number().int(),
      saving: z.number().int(),
      /** Observations behind it (order lines, quotation lines, bidding items). */
      n: z.number().int(),
      /** Why the figure is empty or partial, in Chinese; null when it is whole. */
      note: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
});

export const dashboardLinesQuery = ranged({
  ...filterShape,
  ...pageQuery.shape,
  /** Only lines of orders placed in this month. */
  month: month('月份').optional(),
  goodsId: idOf('商品 ID 格式不正确').optional(),
  orderId: idOf('订单 ID 格式不正确').optional(),
  /** Only orders placed by this user (of the caller's organization). */
  userId: idOf('用户 ID 格式不正确').optional(),
  status: orderRecordStatus.optional(),
  /** `true`: only lines without a department (the heat map's 未分配部门 row). */
  noDepartment: z.enum(['true', 'false'], { message: '无部门应为 true 或 false' }).optional(),
  /** `true`: only lines of the suppliers outside the Pareto's top (its 其他 slice), same filters. */
  otherSuppliers: z.enum(['true', 'false'], { message: '其他供应商应为 true 或 false' }).optional(),
});

export const dashboardLine = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  /** When the order was placed (ISO). */
  createdAt: z.string(),
  status: orderRecordStatus,
  statusLabel: z.string(),
  userName: z.string(),
  departmentName: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  categoryName: z.string(),
  goodsId: z.string(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  num: z.number().int(),
  price: z.number().int(),
  amount: z.number().int(),
  /** The mall's list price when ordered; null for lines without one (agreement, bidding, old lines). */
  listPrice: z.number().int().nullable(),
  refundAmount: z.number().int(),
});

const lineTotals = z.object({
  num: z.number().int(),
  amount: z.number().int(),
  refundAmount: z.number().int(),
});
export const dashboardLinesPage = pageOf(dashboardLine).extend({ totals: lineTotals });

const SAVING_BASELINE_MESSAGE = `节约基准不正确，应为 ${SAVING_BASELINES.join('、')} 之一`;

export const savingLinesQuery = ranged({
  ...filterShape,
  ...pageQuery.shape,
  baseline: z.enum(SAVING_BASELINES, { message: SAVING_BASELINE_MESSAGE }),
});

/** One observation behind a saving: an order line, an accepted quote or an awarded bidding item. */
export const savingLine = z.object({
  /** The order line's, accepted quote's or bidding item's id. */
  id: z.string(),
  /** When it happened (ISO): the order placed, the quote accepted, the event awarded. */
  at: z.string(),
  /** 订单号, 询价单号 or 竞价编号. */
  reference: z.string(),
  /** The order's id for a list-price line (to open it); null otherwise. */
  orderId: z.string().nullable(),
  /** The bidding event's title; '' otherwise. */
  title: z.string(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  quantity: z.number().int(),
  /** Unit price paid (the agreement price, the chosen quote, the award). */
  price: z.number().int(),
  /** Unit price of the baseline (the list price, the other offers' average, the ceiling or first bid). */
  baselinePrice: z.number().int(),
  baselineAmount: z.number().int(),
  paidAmount: z.number().int(),
  saving: z.number().int(),
  /** What the baseline is, in Chinese (商城标价; 其他 N 家报价的平均价; 最高限价; 首轮最低报价). */
  basis: z.string(),
});

export const savingLinesPage = pageOf(savingLine).extend({
  baseline: z.enum(SAVING_BASELINES),
  label: z.string(),
  /** The sums of every observation of the range (the savings view's figure). */
  totals: z.object({
    baselineAmount: z.number().int(),
    paidAmount: z.number().int(),
    saving: z.number().int(),
  }),
});

export const collectionQuery = ranged({
  ...filterShape,
  ...pageQuery.shape,
  goodsId: idOf('商品 ID 格式不正确').optional(),
});

export const collectionRow = z.object({
  goodsId: z.string(),
  supplierId: z.string(),
  name: z.string(),
  unit: z.string(),
  supplierName: z.string(),
  quantity: z.number().int(),
  amount: z.number().int(),
  /** amount / quantity, rounded to the fen. */
  averagePrice: z.number().int(),
  /** Unit price of the latest order line in the range. */
  lastPrice: z.number().int(),
  lastOrderedAt: z.string(),
  /** Average unit price per month of the range (null: not bought that month). */
  trend: z.array(z.object({ month: z.string(), averagePrice: z.number().int().nullable() })),
});

export const collectionPage = pageOf(collectionRow).extend({
  totals: z.object({ quantity: z.number().int(), amount: z.number().int() }),
});

export const scoreValue = z.object({
  /** Rates 0–1, hours, or a price ratio; null below the minimum sample (see reason). */
  value: z.number().nullable(),
  /** Sample size. */
  n: z.number().int(),
  reason: z.string().nullable(),
});

export const scorecard = z.object({
  /** Supplier id; for a supplier's own board the buyer's anonymous letter (A, B …) or `all`. */
  key: z.string(),
  name: z.string(),
  orderCount: z.number().int(),
  amount: z.number().int(),
  onTime: scoreValue,
  refundRate: scoreValue,
  responseHours: scoreValue,
  priceVsList: scoreValue,
  bidParticipation: scoreValue,
  bidWin: scoreValue,
});

export const scorecards = z.object({
  scope: z.enum(DASHBOARD_SCOPES),
  minSample: z.number().int(),
  /** Scope `supplier`: the supplier across all buyers; null otherwise. */
  overall: scorecard.nullable(),
  /** One row per supplier (buyers' scopes) or per anonymised buyer (scope `supplier`). */
  records: z.array(scorecard),
});

export const dashboardExportQuery = ranged({
  ...filterShape,
  view: z.enum(DASHBOARD_VIEWS, { message: `视图不正确，应为 ${DASHBOARD_VIEWS.join('、')} 之一` }),
  month: month('月份').optional(),
  goodsId: idOf('商品 ID 格式不正确').optional(),
  orderId: idOf('订单 ID 格式不正确').optional(),
  userId: idOf('用户 ID 格式不正确').optional(),
  status: orderRecordStatus.optional(),
  noDepartment: z.enum(['true', 'false'], { message: '无部门应为 true 或 false' }).optional(),
  otherSuppliers: z.enum(['true', 'false'], { message: '其他供应商应为 true 或 false' }).optional(),
  /** View `saving-lines`: which baseline's observations. */
  baseline: z.enum(SAVING_BASELINES, { message: SAVING_BASELINE_MESSAGE }).optional(),
});

export const dashboardAuthoritiesRoute = routeOf(dashboardAuthoritiesEndpoint, {
  response: dashboardAuthorities,
});
export const spendByMonthRoute = routeOf(spendByMonthEndpoint, {
  querystring: dashboardFilter,
  response: spendByMonth,
});
export const spendByCategoryRoute = routeOf(spendByCategoryEndpoint, {
  querystring: dashboardFilter,
  response: spendByCategory,
});
export const spendBySupplierRoute = routeOf(spendBySupplierEndpoint, {
  querystring: dashboardFilter,
  response: spendBySupplier,
});
export const spendByDepartmentRoute = routeOf(spendByDepartmentEndpoint, {
  querystring: dashboardFilter,
  response: spendByDepartment,
});
export const budgetVsActualRoute = routeOf(budgetVsActualEndpoint, {
  querystring: dashboardFilter,
  response: budgetVsActual,
});
export const statusFunnelRoute = routeOf(statusFunnelEndpoint, {
  querystring: dashboardFilter,
  response: statusFunnel,
});
export const topGoodsRoute = routeOf(topGoodsEndpoint, { querystring: dashboardFilter, response: topGoods });
export const savingsRoute = routeOf(savingsEndpoint, { querystring: dashboardFilter, response: savings });
export const dashboardLinesRoute = routeOf(dashboardLinesEndpoint, {
  querystring: dashboardLinesQuery,
  response: dashboardLinesPage,
});
export const savingLinesRoute = routeOf(savingLinesEndpoint, {
  querystring: savingLinesQuery,
  response: savingLinesPage,
});
export const collectionRoute = routeOf(collectionEndpoint, {
  querystring: collectionQuery,
  response: collectionPage,
});
export const scorecardsRoute = routeOf(scorecardsEndpoint, {
  querystring: dashboardFilter,
  response: scorecards,
});

/** The export's success answer for the OpenAPI document: the xlsx file itself. */
export const dashboardExportFile = z.string().meta({
  format: 'binary',
  description: '固买云视图 xlsx 文件（含合计行；Content-Disposition: attachment）',
});

/** A download: registered with its media type rather than the envelope. */
export const dashboardExportRoute = {
  endpoint: dashboardExportEndpoint,
  querystring: dashboardExportQuery,
  response: dashboardExportFile,
} as const;
