/** How plans and their lines read: the figures (planned, ordered, received, pending; budget used). */
import {
  PLAN_STATUS_LABELS,
  type PlanLine,
  type PlanPeriodType,
  type PlanStatus,
  type PlanSummary,
} from '@pm/contract/purchasing-plan';
import type { PurchasingPlanRepo } from './purchasing-plan.repo';

export const statusLabel = (s: string) => PLAN_STATUS_LABELS[s as PlanStatus] ?? s;
const percent = (part: number, whole: number) =>
  whole <= 0 ? 0 : Math.round(Math.min(1, part / whole) * 10000) / 100;

type PlanRow = NonNullable<Awaited<ReturnType<PurchasingPlanRepo['plan']>>>;
type LineRow = Awaited<ReturnType<PurchasingPlanRepo['lines']>>[number];

export function summaryOf(p: PlanRow): PlanSummary {
  const budget = Number(p.budget);
  const used = Number(p.committed);
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    status: p.status as PlanStatus,
    statusText: statusLabel(p.status),
    periodType: p.period_type as PlanPeriodType,
    period: p.period,
    departmentId: p.department_id,
    departmentName: p.department_name ?? '',
    ownerId: p.owner_id,
    ownerName: p.owner_fullname || p.owner_username,
    budget,
    budgetUsed: used,
    budgetRemaining: budget - used,
    plannedAmount: Number(p.planned_amount ?? 0),
    lineCount: Number(p.line_count ?? 0),
    progress: percent(Number(p.ordered_quantity ?? 0), Number(p.planned_quantity ?? 0)),
    createdAt: p.created_at.toISOString(),
    updatedAt: p.updated_at.toISOString(),
  };
}

export function lineOf(l: LineRow): PlanLine {
  const price = Number(l.estimated_price);
  const pending = Math.max(0, l.quantity - l.ordered_quantity);
  return {
    id: l.id,
    goodsId: l.goods_id,
    name: l.name,
    spec: l.spec,
    unit: l.unit,
    estimatedPrice: price,
    remark: l.remark,
    plannedQuantity: l.quantity,
    orderedQuantity: l.ordered_quantity,
    receivedQuantity: l.received_quantity,
    pendingQuantity: pending,
    plannedAmount: l.quantity * price,
    orderedAmount: Number(l.ordered_amount),
    receivedAmount: Number(l.received_amount),
    pendingAmount: pending * price,
  };
}
