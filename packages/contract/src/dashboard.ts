/**
 * The customer dashboard (固买云, issue 28): spend, savings and supplier scorecards from real orders.
 *
 * Every view takes the same filters: a month range `from`–`to` (`YYYY-MM`, China time, at most
 * DASHBOARD_MAX_MONTHS months) and optionally a department, a supplier and a top-level category. Figures
 * come from rollups kept in step with orders, receipts and refunds; money is integer fen.
 *
 * Who sees what (`GET /dashboard/authorities`, the server refuses the rest with 40301):
 * - a purchaser (采购员 without 采购经理) sees their own orders (scope `own`);
 * - a purchasing manager (采购经理) the organization's (scope `org`);
 * - a supplier its own scorecard across buyers, the buyers anonymised as 买家 A, 买家 B … (scope `supplier`);
 * - an operator the platform (scope `platform`).
 *
 * Spend counts orders that were placed and not cancelled (待审批 included: the money is committed), net of
 * what refunds paid back. A figure below DASHBOARD_MIN_SAMPLE observations is `null` with a reason.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import { ERROR_CODES } from './envelope';
import type * as S from './dashboard-schema';

/** Longest range of one view, in months. */
export const DASHBOARD_MAX_MONTHS = 36;
/** Fewest observations a scorecard figure needs; below it the figure is null with a reason. */
export const DASHBOARD_MIN_SAMPLE = 5;
/** Suppliers named in the Pareto view; the rest are one row 其他. */
export const DASHBOARD_TOP_SUPPLIERS = 20;
/** Rows of the top goods view. */
export const DASHBOARD_TOP_GOODS = 20;
/** Most rows one xlsx export holds (the drill-down and the collection). */
export const DASHBOARD_EXPORT_MAX_ROWS = 20000;

export const DASHBOARD_SCOPES = ['own', 'org', 'supplier', 'platform'] as const;
export type DashboardScope = (typeof DASHBOARD_SCOPES)[number];
export const DASHBOARD_SCOPE_LABELS: Record<DashboardScope, string> = {
  own: '本人采购',
  org: '本企业采购',
  supplier: '本供应商履约',
  platform: '全平台',
};

/**
 * The views: each is one GET endpoint below and one `view` of the xlsx export.
 */
export const DASHBOARD_VIEWS = [
  'by-month',
  'by-category',
  'by-supplier',
  'by-department',
  'budget',
  'funnel',
  'top-goods',
  'savings',
  'lines',
  'collection',
  'scorecards',
  'saving-lines',
] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];
export const DASHBOARD_VIEW_LABELS: Record<DashboardView, string> = {
  'by-month': '按月采购额（按一级类目）',
  'by-category': '按类目采购额',
  'by-supplier': '按供应商采购额',
  'by-department': '按部门与月份采购额',
  budget: '预算与实际',
  funnel: '订单状态',
  'top-goods': '采购最多的商品',
  savings: '节约金额',
  lines: '订单明细',
  collection: '采购汇总',
  scorecards: '供应商绩效',
  'saving-lines': '节约明细',
};

/** Savings baselines: what each saving is measured against. */
export const SAVING_BASELINES = ['listPrice', 'quotation', 'bidding'] as const;
export type SavingBaseline = (typeof SAVING_BASELINES)[number];
export const SAVING_BASELINE_LABELS: Record<SavingBaseline, string> = {
  listPrice: '商城标价 → 成交价（协议价）',
  quotation: '核价单：选中报价 → 其他报价的平均价',
  bidding: '竞价：最高限价（无限价时首轮最低报价）→ 中标价',
};

/** Scorecard figures. */
export const SCORE_FIGURES = [
  'onTime',
  'refundRate',
  'responseHours',
  'priceVsList',
  'bidParticipation',
  'bidWin',
] as const;
export type ScoreFigure = (typeof SCORE_FIGURES)[number];
export const SCORE_FIGURE_LABELS: Record<ScoreFigure, string> = {
  onTime: '准时发货率（在约定到货日期前发货；样本：有约定日期且已到期的订单）',
  refundRate: '退款退货率（有售后退款的订单占比；样本：非取消订单）',
  responseHours: '售后响应时长（小时，申请到供应商首次处理；样本：售后申请）',
  priceVsList: '成交价 / 商城标价（样本：订单行）',
  bidParticipation: '竞价参与率（报价的受邀竞价数占比；样本：受邀竞价）',
  bidWin: '竞价中标率（中标数占报价竞价数；样本：参与的竞价）',
};

/** The funnel's stages, in order. */
export const FUNNEL_STAGES = ['placed', 'approved', 'shipped', 'received', 'refunded', 'cancelled'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  placed: '已下单',
  approved: '已放行（不在审批中且未取消）',
  shipped: '已发货',
  received: '已收货',
  refunded: '有退款',
  cancelled: '已取消',
};

export type DashboardFilter = z.input<typeof S.dashboardFilter>;
export type DashboardAuthorities = z.infer<typeof S.dashboardAuthorities>;
export type SpendByMonth = z.infer<typeof S.spendByMonth>;
export type SpendByCategory = z.infer<typeof S.spendByCategory>;
export type SpendBySupplier = z.infer<typeof S.spendBySupplier>;
export type SpendByDepartment = z.infer<typeof S.spendByDepartment>;
export type BudgetVsActual = z.infer<typeof S.budgetVsActual>;
export type StatusFunnel = z.infer<typeof S.statusFunnel>;
export type TopGoods = z.infer<typeof S.topGoods>;
export type Savings = z.infer<typeof S.savings>;
export type DashboardLinesQuery = z.input<typeof S.dashboardLinesQuery>;
export type DashboardLine = z.infer<typeof S.dashboardLine>;
export type DashboardLinesPage = z.infer<typeof S.dashboardLinesPage>;
export type CollectionQuery = z.input<typeof S.collectionQuery>;
export type CollectionRow = z.infer<typeof S.collectionRow>;
export type CollectionPage = z.infer<typeof S.collectionPage>;
export type SavingLinesQuery = z.input<typeof S.savingLinesQuery>;
export type SavingLine = z.infer<typeof S.savingLine>;
export type SavingLinesPage = z.infer<typeof S.savingLinesPage>;
export type ScoreValue = z.infer<typeof S.scoreValue>;
export type Scorecard = z.infer<typeof S.scorecard>;
export type Scorecards = z.infer<typeof S.scorecards>;
export type DashboardExportQuery = z.input<typeof S.dashboardExportQuery>;

const TAG = '固买云';
const anyone = 'user' as const;
const filterRefs = { departmentId: 'owned', supplierId: 'supplier', categoryId: 'catalog' } as const;
/** A view the caller's scope does not include (a supplier asking for spend): 40301, the caller stays signed in. */
const codes = [ERROR_CODES.roleForbidden] as const;

function view<Req, Res>(path: string, summary: string): Endpoint<Req, Res> {
  return { method: 'GET', path, access: anyone, idRefs: filterRefs, codes, tag: TAG, summary };
}

export const dashboardAuthoritiesEndpoint: Endpoint<void, DashboardAuthorities> = {
  method: 'GET',
  path: '/dashboard/authorities',
  access: anyone,
  tag: TAG,
  summary: '当前用户在固买云可见的范围与视图（本人、本企业、本供应商或全平台）',
};

export const spendByMonthEndpoint = view<DashboardFilter, SpendByMonth>(
  '/dashboard/spend-by-month',
  '按月采购额，按一级类目堆叠（分）',
);
export const spendByCategoryEndpoint = view<DashboardFilter, SpendByCategory>(
  '/dashboard/spend-by-category',
  '按一级类目采购额（矩形树图）',
);
export const spendBySupplierEndpoint = view<DashboardFilter, SpendBySupplier>(
  '/dashboard/spend-by-supplier',
  '按供应商采购额（帕累托：前 20 家与其他）',
);
export const spendByDepartmentEndpoint = view<DashboardFilter, SpendByDepartment>(
  '/dashboard/spend-by-department',
  '按部门与月份采购额（热力图）',
);
export const budgetVsActualEndpoint = view<DashboardFilter, BudgetVsActual>(
  '/dashboard/budget',
  '采购计划预算与实际（已占用、已收货）；没有采购计划时为空',
);
export const statusFunnelEndpoint = view<DashboardFilter, StatusFunnel>(
  '/dashboard/funnel',
  '订单状态漏斗与各状态订单数',
);
export const topGoodsEndpoint = view<DashboardFilter, TopGoods>('/dashboard/top-goods', '采购金额最多的商品');
export const savingsEndpoint = view<DashboardFilter, Savings>(
  '/dashboard/savings',
  '节约金额，每项注明基准（商城标价、核价单其他报价、竞价限价或首轮报价）',
);
export const dashboardLinesEndpoint: Endpoint<DashboardLinesQuery, DashboardLinesPage> = {
  method: 'GET',
  path: '/dashboard/lines',
  access: anyone,
  idRefs: { ...filterRefs, goodsId: 'goods', orderId: 'owned', userId: 'owned' },
  codes,
  tag: TAG,
  summary: '钻取：某个数字背后的订单行（同样的筛选条件加上该数字的键，分页）',
};
export const savingLinesEndpoint: Endpoint<SavingLinesQuery, SavingLinesPage> = {
  method: 'GET',
  path: '/dashboard/saving-lines',
  access: anyone,
  idRefs: filterRefs,
  codes,
  tag: TAG,
  summary:
    '钻取：某项节约背后的明细（商城标价的订单行、核价单选中的报价与其他报价、竞价的限价或首轮报价与中标价；分页）',
};
export const collectionEndpoint: Endpoint<CollectionQuery, CollectionPage> = {
  method: 'GET',
  path: '/dashboard/collection',
  access: anyone,
  idRefs: { ...filterRefs, goodsId: 'goods' },
  codes,
  tag: TAG,
  summary: '采购汇总：按商品与供应商的数量、金额、均价、最近成交价与月度价格走势（分页）',
};
export const scorecardsEndpoint = view<DashboardFilter, Scorecards>(
  '/dashboard/scorecards',
  '供应商绩效：准时发货、退款退货、售后响应、价格与竞价（每项带样本量；样本不足时不给数）',
);
/** The xlsx of one view (same filters; `view` names it). A download, not an envelope. */
export const dashboardExportEndpoint: Endpoint<DashboardExportQuery, Blob> = {
  method: 'GET',
  path: '/dashboard/export',
  access: anyone,
  idRefs: { ...filterRefs, goodsId: 'goods', orderId: 'owned', userId: 'owned' },
  codes,
  tag: TAG,
  summary: '导出固买云的一个视图（xlsx，含合计行；筛选条件同该视图）',
};
