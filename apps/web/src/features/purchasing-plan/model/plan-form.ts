/**
 * The plan forms (新建 / 修改采购计划, desktop and phone) without UI: what the buyer types (the budget and
 * the estimated prices in yuan), the lines being written (catalog goods or free text), and their
 * conversion to the contract's requests. The checks are the contract's own schemas, so the form says
 * what the server would say, in the same words, before anything is sent.
 */
import '@/lib/zod-setup';
import { formatFen } from '@pm/contract/format';
import { fenToYuanText, yuanToFen } from '@pm/contract/money';
import type {
  PlanDetail,
  PlanLineInput,
  PlanPeriodType,
  PlanSaveRequest,
  PlanUpdateRequest,
} from '@pm/contract/purchasing-plan';
import { planLineInput, planSaveRequest, planUpdateRequest } from '@pm/contract/purchasing-plan-schema';
import { currentPeriod } from './plan-view';

export interface PlanFormValues {
  name: string;
  periodType: PlanPeriodType;
  period: string;
  /** '' for none. */
  departmentId: string;
  /** '' for the caller. */
  ownerId: string;
  /** As typed, in yuan. */
  budgetYuan: string;
  remarks: string;
}

/** A line being written: catalog goods (name, spec and unit shown from the goods) or free text. */
export interface LineDraft {
  key: string;
  goodsId: string | null;
  name: string;
  spec: string;
  unit: string;
  quantity: number | null;
  /** As typed, in yuan ('' for the goods' price). */
  priceYuan: string;
  remark: string;
}

let keys = 0;
/** A key for a form row. */
export function lineKey(): string {
  keys += 1;
  return `line-${keys}`;
}

export function emptyPlanForm(now: Date): PlanFormValues {
  return {
    name: '',
    periodType: 'month',
    period: currentPeriod('month', now),
    departmentId: '',
    ownerId: '',
    budgetYuan: '',
    remarks: '',
  };
}

/** Fen → yuan text for an input: 123456 → "1234.56", 100 → "1" (the contract's, a whole amount without .00). */
export function planYuanText(fen: number): string {
  return fenToYuanText(fen, 'whole');
}

/** The form of an existing plan (修改). */
export function planFormOf(plan: PlanDetail): PlanFormValues {
  return {
    name: plan.name,
    periodType: plan.periodType,
    period: plan.period,
    departmentId: plan.departmentId ?? '',
    ownerId: plan.ownerId,
    budgetYuan: planYuanText(plan.budget),
    remarks: plan.remarks,
  };
}

export function emptyLine(): LineDraft {
  return {
    key: lineKey(),
    goodsId: null,
    name: '',
    spec: '',
    unit: '',
    quantity: 1,
    priceYuan: '',
    remark: '',
  };
}

/** A catalog goods as a line (its price as the estimate, changeable). */
export function goodsLine(
  goods: { id: string; name: string; spec?: string; model?: string; unit: string; price: number },
  quantity = 1,
): LineDraft {
  return {
    key: lineKey(),
    goodsId: goods.id,
    name: goods.name,
    spec: goods.spec || goods.model || '',
    unit: goods.unit,
    quantity,
    priceYuan: goods.price > 0 ? planYuanText(goods.price) : '',
    remark: '',
  };
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

function firstIssue(issues: readonly { message: string; path: readonly PropertyKey[] }[]): {
  message: string;
  field?: string;
} {
  const issue = issues[0];
  return { message: issue?.message ?? '请检查填写的内容', field: issue?.path.map(String).join('.') };
}

/** The budget typed in yuan, in fen; a message when it is not an amount. */
function budgetFen(text: string): Checked<number> {
  if (text.trim() === '') return { ok: false, message: '请填写预算', field: 'budget' };
  const fen = yuanToFen(text);
  if (fen === null) return { ok: false, message: '预算应为金额（元，最多两位小数）', field: 'budget' };
  return { ok: true, value: fen };
}

/** A line as the contract takes it (the estimate in fen; left out for goods when not typed). */
export function lineInputOf(line: LineDraft): Checked<PlanLineInput> {
  const price = line.priceYuan.trim() === '' ? undefined : yuanToFen(line.priceYuan);
  if (price === null) return { ok: false, message: `「${line.name || '明细'}」的预估单价应为金额（元）` };
  const input: PlanLineInput = line.goodsId
    ? { goodsId: line.goodsId, quantity: line.quantity ?? 0, remark: line.remark }
    : {
        name: line.name,
        spec: line.spec,
        unit: line.unit,
        quantity: line.quantity ?? 0,
        remark: line.remark,
      };
  if (price !== undefined) input.estimatedPrice = price;
  if (line.quantity === null) return { ok: false, message: `请填写「${line.name || '明细'}」的数量` };
  const parsed = planLineInput.safeParse(input);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error.issues);
    return { ok: false, message: line.name ? `「${line.name}」：${issue.message}` : issue.message };
  }
  return { ok: true, value: input };
}

/** All lines as the contract takes them, or the first problem. */
export function lineInputsOf(lines: readonly LineDraft[]): Checked<PlanLineInput[]> {
  const out: PlanLineInput[] = [];
  for (const l of lines) {
    const checked = lineInputOf(l);
    if (!checked.ok) return checked;
    out.push(checked.value);
  }
  return { ok: true, value: out };
}

/** 新建: the form and its lines as the save request, checked by the contract's schema. */
export function saveRequestOf(values: PlanFormValues, lines: readonly LineDraft[]): Checked<PlanSaveRequest> {
  const budget = budgetFen(values.budgetYuan);
  const req: PlanSaveRequest = {
    name: values.name,
    periodType: values.periodType,
    period: values.period,
    // a stand-in while the budget is not an amount: the problems are told in the form's order
    budget: budget.ok ? budget.value : 1,
    remarks: values.remarks,
    lines: [],
  };
  if (values.departmentId) req.departmentId = values.departmentId;
  if (values.ownerId) req.ownerId = values.ownerId;
  const head = planSaveRequest.safeParse(req);
  if (!head.success) return { ok: false, ...firstIssue(head.error.issues) };
  if (!budget.ok) return budget;
  const inputs = lineInputsOf(lines);
  if (!inputs.ok) return inputs;
  const full = { ...req, lines: inputs.value };
  const parsed = planSaveRequest.safeParse(full);
  return parsed.success ? { ok: true, value: full } : { ok: false, ...firstIssue(parsed.error.issues) };
}

/** 修改: the form as the update request (every field sent; no department: null). */
export function updateRequestOf(id: string, values: PlanFormValues): Checked<PlanUpdateRequest> {
  const budget = budgetFen(values.budgetYuan);
  const req: PlanUpdateRequest = {
    id,
    name: values.name,
    periodType: values.periodType,
    period: values.period,
    departmentId: values.departmentId || null,
    budget: budget.ok ? budget.value : 1,
    remarks: values.remarks,
  };
  if (values.ownerId) req.ownerId = values.ownerId;
  const parsed = planUpdateRequest.safeParse(req);
  if (!parsed.success) return { ok: false, ...firstIssue(parsed.error.issues) };
  return budget.ok ? { ok: true, value: req } : budget;
}

/** The estimated total of the lines being written (goods without a typed price count at 0). */
export function draftTotal(lines: readonly LineDraft[]): number {
  let sum = 0;
  for (const l of lines) sum += (yuanToFen(l.priceYuan) ?? 0) * (l.quantity ?? 0);
  return sum;
}

/** The total against the budget in words, for the form's footer. */
export function draftTotalText(lines: readonly LineDraft[], budgetYuan: string): string {
  const total = draftTotal(lines);
  const budget = yuanToFen(budgetYuan);
  const over = budget !== null && total > budget;
  return `预估合计 ${formatFen(total)}${over ? `，超出预算 ${formatFen(total - budget)}` : ''}`;
}

/** The people a plan may name as owner: those of the chosen department, or everyone once. */
export function ownerOptions(
  departments: readonly { id: string; users: { id: string; username: string; fullname: string }[] }[],
  departmentId: string,
): { value: string; label: string }[] {
  const seen = new Set<string>();
  const out: { value: string; label: string }[] = [];
  for (const d of departments) {
    if (departmentId && d.id !== departmentId) continue;
    for (const u of d.users) {
      if (seen.has(u.id)) continue;
      seen.add(u.id);
      out.push({ value: u.id, label: u.fullname ? `${u.fullname}（${u.username}）` : u.username });
    }
  }
  return out;
}
