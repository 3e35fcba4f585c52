/**
 * How plans read on every page (no UI kit): the status tabs with their counts, the period in words, the
 * progress figures of a plan and of its lines (planned / ordered / received / pending, quantity and
 * amount), the budget used and remaining, and the moves a page offers. Labels and transitions come from
 * the contract; the figures are the server's (they come from real orders), only combined here.
 */
import {
  PLAN_EDITABLE_STATUSES,
  PLAN_PERIOD_TYPE_LABELS,
  PLAN_STATUS_LABELS,
  PLAN_STATUSES,
  PLAN_TRANSITIONS,
  type PlanAction,
  type PlanDetail,
  type PlanLine,
  type PlanPeriodType,
  type PlanStatus,
  type PlanSummary,
} from '@pm/contract/purchasing-plan';

export const PLAN_TAB_ALL = 'all';
export type PlanTabKey = PlanStatus | typeof PLAN_TAB_ALL;

/** 全部 and each status, in the contract's order. */
export const PLAN_TABS: readonly { key: PlanTabKey; title: string }[] = [
  { key: PLAN_TAB_ALL, title: '全部' },
  ...PLAN_STATUSES.map((s) => ({ key: s, title: PLAN_STATUS_LABELS[s] })),
];

export function isPlanTab(value: string | null | undefined): value is PlanTabKey {
  return PLAN_TABS.some((t) => t.key === value);
}

/** The count of a tab from the page's `counts`; null before the list answered. */
export function planTabCount(counts: Record<string, number> | undefined, key: PlanTabKey): number | null {
  if (!counts) return null;
  return counts[key] ?? 0;
}

/** The list's empty text for a tab. */
export function noPlansText(key: PlanTabKey): string {
  return key === PLAN_TAB_ALL ? '还没有采购计划' : `没有${PLAN_STATUS_LABELS[key]}的采购计划`;
}

const QUARTERS = ['一', '二', '三', '四'];

/** A period in words: 2026-11 → 2026年11月, 2026-Q4 → 2026年第四季度, 2026 → 2026年度. */
export function periodText(periodType: PlanPeriodType, period: string): string {
  if (periodType === 'month') {
    const [y, m] = period.split('-');
    return y && m ? `${y}年${Number(m)}月` : period;
  }
  if (periodType === 'quarter') {
    const [y, q] = period.split('-Q');
    const n = Number(q);
    return y && n >= 1 && n <= 4 ? `${y}年第${QUARTERS[n - 1]}季度` : period;
  }
  return `${period}年度`;
}

/** The period type's label with the period: 月度 · 2026年11月. */
export function periodLabel(periodType: PlanPeriodType, period: string): string {
  return `${PLAN_PERIOD_TYPE_LABELS[periodType]} · ${periodText(periodType, period)}`;
}

/** The period that holds `now` for a type (the form's default). */
export function currentPeriod(periodType: PlanPeriodType, now: Date): string {
  const y = now.getFullYear();
  const m = now.getMonth() + 1;
  if (periodType === 'month') return `${y}-${String(m).padStart(2, '0')}`;
  if (periodType === 'quarter') return `${y}-Q${Math.ceil(m / 3)}`;
  return String(y);
}

/** The periods a form offers: the current one and the next ones (12 months, 6 quarters, 3 years), then `keep`. */
export function periodOptions(
  periodType: PlanPeriodType,
  now: Date,
  keep?: string,
): { value: string; label: string }[] {
  const y = now.getFullYear();
  const m = now.getMonth();
  const values: string[] = [];
  if (periodType === 'month') {
    for (let i = 0; i < 12; i += 1) {
      const d = new Date(y, m + i, 1);
      values.push(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`);
    }
  } else if (periodType === 'quarter') {
    const q = Math.floor(m / 3);
    for (let i = 0; i < 6; i += 1) values.push(`${y + Math.floor((q + i) / 4)}-Q${((q + i) % 4) + 1}`);
  } else {
    for (let i = 0; i < 3; i += 1) values.push(String(y + i));
  }
  if (keep && !values.includes(keep)) values.unshift(keep);
  return values.map((value) => ({ value, label: periodText(periodType, value) }));
}

/** A share as a whole percent for bars (0–100, never past the ends). */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0 || part <= 0) return 0;
  return Math.min(100, Math.round((part / whole) * 100));
}

/** Quantities and amounts of a set of lines, each figure summed. */
export interface PlanTotals {
  plannedQuantity: number;
  orderedQuantity: number;
  receivedQuantity: number;
  pendingQuantity: number;
  plannedAmount: number;
  orderedAmount: number;
  receivedAmount: number;
  pendingAmount: number;
}

export function planTotals(lines: readonly PlanLine[]): PlanTotals {
  const t: PlanTotals = {
    plannedQuantity: 0,
    orderedQuantity: 0,
    receivedQuantity: 0,
    pendingQuantity: 0,
    plannedAmount: 0,
    orderedAmount: 0,
    receivedAmount: 0,
    pendingAmount: 0,
  };
  for (const l of lines) {
    t.plannedQuantity += l.plannedQuantity;
    t.orderedQuantity += l.orderedQuantity;
    t.receivedQuantity += l.receivedQuantity;
    t.pendingQuantity += l.pendingQuantity;
    t.plannedAmount += l.plannedAmount;
    t.orderedAmount += l.orderedAmount;
    t.receivedAmount += l.receivedAmount;
    t.pendingAmount += l.pendingAmount;
  }
  return t;
}

/** A line's bars: the ordered and the received share of its planned quantity (whole percents). */
export function lineProgress(line: PlanLine): { ordered: number; received: number } {
  return {
    ordered: percentOf(line.orderedQuantity, line.plannedQuantity),
    received: percentOf(line.receivedQuantity, line.plannedQuantity),
  };
}

/** The budget as bars and words: used share, remaining, and whether the plan went past it. */
export interface BudgetView {
  budget: number;
  used: number;
  remaining: number;
  usedPercent: number;
  /** The planned lines cost more than the budget (at estimated prices). */
  plannedOver: boolean;
  /** What was committed reached the budget: nothing more can be ordered. */
  exhausted: boolean;
}

export function budgetView(
  plan: Pick<PlanSummary, 'budget' | 'budgetUsed' | 'budgetRemaining' | 'plannedAmount'>,
): BudgetView {
  return {
    budget: plan.budget,
    used: plan.budgetUsed,
    remaining: plan.budgetRemaining,
    usedPercent: percentOf(plan.budgetUsed, plan.budget),
    plannedOver: plan.plannedAmount > plan.budget,
    exhausted: plan.budget > 0 && plan.budgetRemaining <= 0,
  };
}

/** The server's progress (percent, two decimals) as text: 37.5%. */
export function progressText(progress: number): string {
  return `${Number(progress.toFixed(2))}%`;
}

/** A move offered on a page: its label, and whether it asks first (it cannot be undone). */
export interface PlanMove {
  action: PlanAction;
  label: string;
  confirm: string | null;
}

const CONFIRMS: Partial<Record<PlanAction, string>> = {
  start: '开始执行后即可按计划下单，确定开始执行吗？',
  finish: '完成后计划不能再下单或修改，确定完成吗？',
  close: '关闭后计划不能再下单或修改，确定关闭吗？',
};

/** The moves the server allows now (the detail's `actions`), in the contract's order. */
export function planMoves(plan: Pick<PlanDetail, 'actions'>): PlanMove[] {
  return (Object.keys(PLAN_TRANSITIONS) as PlanAction[])
    .filter((a) => plan.actions.includes(a))
    .map((action) => ({ action, label: PLAN_TRANSITIONS[action].label, confirm: CONFIRMS[action] ?? null }));
}

/** Lines may be added, changed and removed. */
export function linesEditable(status: PlanStatus): boolean {
  return PLAN_EDITABLE_STATUSES.includes(status);
}

/** Only an executing plan is ordered from. */
export function canOrder(status: PlanStatus): boolean {
  return status === 'executing';
}

/** Why a line cannot be ordered now, or null: free text, or nothing left to order. */
export function lineOrderProblem(line: PlanLine): string | null {
  if (line.goodsId === null) return '自由填写的明细不能在商城下单';
  if (line.pendingQuantity <= 0) return '已全部下单';
  return null;
}

/** The lines that can be ordered now. */
export function orderableLines(plan: Pick<PlanDetail, 'status' | 'lines'>): PlanLine[] {
  if (!canOrder(plan.status)) return [];
  return plan.lines.filter((l) => lineOrderProblem(l) === null);
}

/** A plan a goods can be added to: a draft or an executing plan (the goods detail's picker). */
export const PLAN_STATUSES_TO_ADD: readonly PlanStatus[] = ['draft', 'executing'];

/** A line may be removed: nothing of it was ordered. */
export function lineRemovable(line: PlanLine): boolean {
  return line.orderedQuantity === 0;
}

/** The order request's lines for the chosen line ids: each at its pending quantity (or the one typed). */
export function orderLinesOf(
  plan: Pick<PlanDetail, 'status' | 'lines'>,
  ids: readonly string[],
  quantities: Readonly<Record<string, number>> = {},
): { id: string; num: number }[] {
  const chosen = new Set(ids);
  return orderableLines(plan)
    .filter((l) => chosen.has(l.id))
    .map((l) => ({ id: l.id, num: Math.min(quantities[l.id] ?? l.pendingQuantity, l.pendingQuantity) }))
    .filter((l) => l.num > 0);
}

/** The estimated amount of an order of plan lines (their estimated prices; the order takes today's). */
export function orderEstimate(
  plan: Pick<PlanDetail, 'lines'>,
  lines: readonly { id: string; num: number }[],
): number {
  const byId = new Map(plan.lines.map((l) => [l.id, l]));
  return lines.reduce((sum, l) => sum + (byId.get(l.id)?.estimatedPrice ?? 0) * l.num, 0);
}
