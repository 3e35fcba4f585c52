/**
 * The dashboard's rules: who sees what (the scope of the caller's roles), the filters' checks, and the
 * views built from the rollups. Spend is net of paid refunds; orders cancelled count only in the funnel.
 */
import {
  DASHBOARD_MAX_MONTHS,
  DASHBOARD_MIN_SAMPLE,
  DASHBOARD_SCOPE_LABELS,
  DASHBOARD_TOP_GOODS,
  DASHBOARD_TOP_SUPPLIERS,
  DASHBOARD_VIEWS,
  type BudgetVsActual,
  type DashboardAuthorities,
  type DashboardScope,
  type DashboardView,
  FUNNEL_STAGE_LABELS,
  SAVING_BASELINE_LABELS,
  type Savings,
  type ScoreValue,
  type SpendByCategory,
  type SpendByDepartment,
  type SpendByMonth,
  type SpendBySupplier,
  type StatusFunnel,
  type TopGoods,
} from '@pm/contract/dashboard';
import { monthIndex, monthOfIndex, monthOfInstant, monthsOf } from '@pm/contract/dashboard-schema';
import { ERROR_CODES } from '@pm/contract/envelope';
import { ORDER_RECORD_STATUS_LABELS, ORDER_TABS, type OrderRecordStatus } from '@pm/contract/order';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import type { DashboardRepo, Filter, Scope } from './dashboard.repo';

export const DASHBOARD_MESSAGES = {
  departmentNotFound: '部门不存在',
  supplierNotFound: '供应商不存在',
  categoryNotFound: '类目不存在',
  notTopCategory: '请选择一级类目',
  viewForbidden: '当前角色不能查看该视图',
  orderNotFound: '订单不存在',
  userNotFound: '用户不存在',
  noDepartment: '未分配部门',
  other: '其他',
  baselineRequired: '请选择节约基准（baseline）',
} as const;

/** The views of each scope (a supplier sees its own performance only; the platform has no plans). */
const SCOPE_VIEWS: Record<DashboardScope, readonly DashboardView[]> = {
  own: DASHBOARD_VIEWS,
  org: DASHBOARD_VIEWS,
  supplier: ['scorecards'],
  platform: DASHBOARD_VIEWS.filter((v) => v !== 'budget'),
};

export function scopeKindOf(auth: AuthContext): DashboardScope | null {
  const roles = auth.roleTypes;
  if (roles.includes('OPERATOR')) return 'platform';
  if (roles.includes('APPROVER')) return 'org';
  if (roles.includes('PURCHASER')) return 'own';
  if (roles.includes('VENDOR')) return 'supplier';
  return null;
}

/** A figure with its sample size: null with the reason below the minimum sample. */
export function scoreOf(value: number | null, n: number): ScoreValue {
  if (n < DASHBOARD_MIN_SAMPLE) {
    return { value: null, n, reason: `样本不足（${n} 个，至少需要 ${DASHBOARD_MIN_SAMPLE} 个）` };
  }
  return { value: value === null ? null : Math.round(value * 10000) / 10000, n, reason: null };
}

const num = (v: string | number | null | undefined) => Number(v ?? 0);

export class DashboardService {
  constructor(
    readonly db: Db,
    private readonly repo: DashboardRepo,
    private readonly clock: Clock,
  ) {}

  /** The caller's scope for a view; 40301 when the view is not theirs. */
  scope(auth: AuthContext, view: DashboardView): Scope {
    const kind = scopeKindOf(auth);
    if (kind === null || !SCOPE_VIEWS[kind].includes(view)) {
      throw new AppError(ERROR_CODES.roleForbidden, DASHBOARD_MESSAGES.viewForbidden, 403);
    }
    return { kind, organizationId: auth.organizationId, userId: auth.userId };
  }

  async authorities(auth: AuthContext): Promise<DashboardAuthorities> {
    const kind = scopeKindOf(auth);
    const now = monthIndex(monthOfInstant(this.clock.now()));
    const base = {
      defaultFrom: monthOfIndex(now - 11),
      defaultTo: monthOfIndex(now),
      maxMonths: DASHBOARD_MAX_MONTHS,
      minSample: DASHBOARD_MIN_SAMPLE,
    };
    if (kind === null) {
      return { scope: 'own', scopeLabel: '无', views: [], organizationName: '', departments: [], ...base };
    }
    const departments = kind === 'org' ? await this.repo.departments(this.db, auth.organizationId) : [];
    return {
      scope: kind,
      scopeLabel: DASHBOARD_SCOPE_LABELS[kind],
      views: [...SCOPE_VIEWS[kind]],
      organizationName:
        kind === 'platform' ? '平台' : await this.repo.organizationName(this.db, auth.organizationId),
      departments: departments.map((d) => ({ id: d.id, name: d.name })),
      ...base,
    };
  }

  /** The filters' ids: another organization's department is not found; a category must be a top one. */
  async checkFilter(scope: Scope, f: Filter): Promise<void> {
    if (f.departmentId) {
      const mine =
        scope.kind === 'own' || scope.kind === 'org'
          ? await this.repo.departmentOf(this.db, scope.organizationId, f.departmentId)
          : scope.kind === 'platform'
            ? { id: f.departmentId }
            : undefined;
      if (!mine) throw AppError.notFound(DASHBOARD_MESSAGES.departmentNotFound);
    }
    if (f.supplierId && !(await this.repo.supplier(this.db, f.supplierId))) {
      throw AppError.notFound(DASHBOARD_MESSAGES.supplierNotFound);
    }
    if (f.categoryId) {
      const c = await this.repo.topCategory(this.db, f.categoryId);
      if (!c) throw AppError.notFound(DASHBOARD_MESSAGES.categoryNotFound);
      if (c.level !== 1) throw AppError.badRequest(DASHBOARD_MESSAGES.notTopCategory);
    }
  }

  private async begin(auth: AuthContext, view: DashboardView, f: Filter): Promise<Scope> {
    const scope = this.scope(auth, view);
    await this.checkFilter(scope, f);
    return scope;
  }

  async spendByMonth(auth: AuthContext, f: Filter): Promise<SpendByMonth> {
    const scope = await this.begin(auth, 'by-month', f);
    const rows = await this.repo.spendByMonthCategory(this.db, scope, f);
    const months = monthsOf(f.from, f.to);
    const at = new Map(months.map((m, i) => [m, i]));
    const series = new Map<string, number[]>();
    for (const r of rows) {
      const s = series.get(r.category_id) ?? months.map(() => 0);
      s[at.get(r.month)!]! += num(r.amount);
      series.set(r.category_id, s);
    }
    const names = await this.repo.categoryNames(this.db, [...series.keys()]);
    const categories = [...series.entries()]
      .map(([id, amounts]) => ({
        id,
        name: names.get(id) ?? '未分类',
        amounts,
        total: amounts.reduce((a, b) => a + b, 0),
      }))
      .sort((a, b) => b.total - a.total || (a.id < b.id ? -1 : 1));
    const monthTotals = months.map((_, i) => categories.reduce((a, c) => a + c.amounts[i]!, 0));
    return { months, categories, monthTotals, total: monthTotals.reduce((a, b) => a + b, 0) };
  }

  async spendByCategory(auth: AuthContext, f: Filter): Promise<SpendByCategory> {
    const scope = await this.begin(auth, 'by-category', f);
    const rows = await this.repo.spendByCategory(this.db, scope, f);
    const names = await this.repo.categoryNames(
      this.db,
      rows.map((r) => r.category_id),
    );
    const records = rows
      .map((r) => ({
        id: r.category_id,
        name: names.get(r.category_id) ?? '未分类',
        amount: num(r.amount),
        quantity: num(r.quantity),
        lineCount: r.lines,
      }))
      .sort((a, b) => b.amount - a.amount || (a.id < b.id ? -1 : 1));
    return { records, total: records.reduce((a, r) => a + r.amount, 0) };
  }

  /** Suppliers by spend, largest first (the Pareto's order; its first DASHBOARD_TOP_SUPPLIERS are named). */
  private async rankedSuppliers(scope: Scope, f: Filter) {
    const [spend, orders] = await Promise.all([
      this.repo.spendBySupplier(this.db, scope, f),
      this.repo.ordersBySupplier(this.db, scope, f),
    ]);
    const orderCount = new Map(orders.map((o) => [o.supplier_id, o.orders]));
    return spend
      .map((r) => ({
        supplierId: r.supplier_id,
        amount: num(r.amount),
        orderCount: orderCount.get(r.supplier_id) ?? 0,
      }))
      .sort((a, b) => b.amount - a.amount || (a.supplierId < b.supplierId ? -1 : 1));
  }

  /**
   * The Pareto's split for its 其他 slice: the named suppliers, and whether any are left over (without them
   * the slice is empty). The filters are the caller's, already checked.
   */
  async paretoSplit(scope: Scope, f: Filter): Promise<{ top: string[]; rest: number }> {
    const all = await this.rankedSuppliers(scope, f);
    return {
      top: all.slice(0, DASHBOARD_TOP_SUPPLIERS).map((r) => r.supplierId),
      rest: Math.max(0, all.length - DASHBOARD_TOP_SUPPLIERS),
    };
  }

  async spendBySupplier(auth: AuthContext, f: Filter): Promise<SpendBySupplier> {
    const scope = await this.begin(auth, 'by-supplier', f);
    const all = await this.rankedSuppliers(scope, f);
    const total = all.reduce((a, r) => a + r.amount, 0);
    const share = (x: number) => (total === 0 ? 0 : Math.round((x / total) * 10000) / 10000);
    const top = all.slice(0, DASHBOARD_TOP_SUPPLIERS);
    const names = await this.repo.organizationNames(
      this.db,
      top.map((r) => r.supplierId),
    );
    let running = 0;
    const records = top.map((r) => {
      running += r.amount;
      return {
        ...r,
        name: names.get(r.supplierId) ?? '',
        share: share(r.amount),
        cumulativeShare: share(running),
      };
    });
    const rest = all.slice(DASHBOARD_TOP_SUPPLIERS);
    const restAmount = rest.reduce((a, r) => a + r.amount, 0);
    return {
      records,
      other:
        rest.length === 0
          ? null
          : {
              name: DASHBOARD_MESSAGES.other,
              supplierCount: rest.length,
              amount: restAmount,
              orderCount: rest.reduce((a, r) => a + r.orderCount, 0),
              share: share(restAmount),
            },
      supplierCount: all.length,
      total,
    };
  }

  async spendByDepartment(auth: AuthContext, f: Filter): Promise<SpendByDepartment> {
    const scope = await this.begin(auth, 'by-department', f);
    const [spend, orders] = await Promise.all([
      this.repo.spendByDepartmentMonth(this.db, scope, f),
      this.repo.ordersByDepartmentMonth(this.db, scope, f),
    ]);
    const months = monthsOf(f.from, f.to);
    const at = new Map(months.map((m, i) => [m, i]));
    const rows = new Map<string, { amounts: number[]; orderCounts: number[] }>();
    const rowOf = (id: string) => {
      let r = rows.get(id);
      if (!r) {
        r = { amounts: months.map(() => 0), orderCounts: months.map(() => 0) };
        rows.set(id, r);
      }
      return r;
    };
    for (const s of spend) rowOf(s.department_id).amounts[at.get(s.month)!]! += num(s.amount);
    for (const o of orders) rowOf(o.department_id).orderCounts[at.get(o.month)!]! += o.orders;
    const names = await this.repo.departmentNames(
      this.db,
      [...rows.keys()].filter((id) => id !== '0'),
    );
    const departments = [...rows.entries()]
      .map(([id, r]) => ({
        id: id === '0' ? null : id,
        name: id === '0' ? DASHBOARD_MESSAGES.noDepartment : (names.get(id) ?? ''),
        ...r,
        total: r.amounts.reduce((a, b) => a + b, 0),
      }))
      .sort((a, b) => b.total - a.total);
    return { months, departments, total: departments.reduce((a, d) => a + d.total, 0) };
  }

  async budget(auth: AuthContext, f: Filter): Promise<BudgetVsActual> {
    const scope = await this.begin(auth, 'budget', f);
    const rows = await this.repo.plans(this.db, scope, f);
    const records = rows.map((p) => ({
      planId: p.id,
      name: p.name,
      period: p.period,
      status: p.status,
      departmentName: p.department,
      budget: num(p.budget),
      committed: num(p.committed),
      received: num(p.received),
    }));
    const sum = (k: 'budget' | 'committed' | 'received') => records.reduce((a, r) => a + r[k], 0);
    return {
      records,
      totals: { budget: sum('budget'), committed: sum('committed'), received: sum('received') },
    };
  }

  async funnel(auth: AuthContext, f: Filter): Promise<StatusFunnel> {
    const scope = await this.begin(auth, 'funnel', f);
    const rows = await this.repo.ordersByStatus(this.db, scope, f);
    const by = new Map(rows.map((r) => [r.status, r]));
    const count = (s: string) => by.get(s)?.orders ?? 0;
    const total = rows.reduce((a, r) => a + r.orders, 0);
    const stages = {
      placed: total,
      approved: total - count('APPROVING') - count('CANCELLED'),
      shipped: rows.reduce((a, r) => a + r.shipped, 0),
      received: count('DONE'),
      refunded: rows.reduce((a, r) => a + r.refunded, 0),
      cancelled: count('CANCELLED'),
    };
    return {
      stages: (Object.keys(stages) as (keyof typeof stages)[]).map((stage) => ({
        stage,
        label: FUNNEL_STAGE_LABELS[stage],
        count: stages[stage],
      })),
      statuses: ORDER_TABS.filter((s) => by.has(s)).map((s: OrderRecordStatus) => ({
        status: s,
        label: ORDER_RECORD_STATUS_LABELS[s],
        count: count(s),
        amount: num(by.get(s)?.amount),
      })),
      total,
    };
  }

  async topGoods(auth: AuthContext, f: Filter): Promise<TopGoods> {
    const scope = await this.begin(auth, 'top-goods', f);
    const rows = await this.repo.topGoods(this.db, scope, f, DASHBOARD_TOP_GOODS);
    return {
      records: rows.map((r) => ({
        goodsId: r.goods_id,
        name: r.name,
        unit: r.unit,
        quantity: num(r.quantity),
        amount: num(r.amount),
        lineCount: r.lines,
      })),
    };
  }

  async savings(auth: AuthContext, f: Filter): Promise<Savings> {
    const scope = await this.begin(auth, 'savings', f);
    const [list, quote, bid] = await Promise.all([
      this.repo.listPriceSaving(this.db, scope, f),
      this.repo.quotationSaving(this.db, scope, f),
      this.repo.biddingSaving(this.db, scope, f),
    ]);
    const partial = f.departmentId || f.categoryId ? '核价单与竞价不按部门、类目筛选' : null;
    const items: Savings['items'] = [
      {
        baseline: 'listPrice',
        label: SAVING_BASELINE_LABELS.listPrice,
        baselineAmount: num(list.list_amount),
        paidAmount: num(list.list_paid),
        saving: num(list.list_amount) - num(list.list_paid),
        n: list.n,
        note: list.n === 0 ? '范围内没有带商城标价的订单行' : null,
      },
      {
        baseline: 'quotation',
        label: SAVING_BASELINE_LABELS.quotation,
        baselineAmount: num(quote.baseline),
        paidAmount: num(quote.paid),
        saving: num(quote.baseline) - num(quote.paid),
        n: quote.n,
        note: quote.n === 0 ? '范围内没有选中报价且有其他报价的核价单' : partial,
      },
      {
        baseline: 'bidding',
        label: SAVING_BASELINE_LABELS.bidding,
        baselineAmount: num(bid.paid) + num(bid.saving),
        paidAmount: num(bid.paid),
        saving: num(bid.saving),
        n: bid.n,
        note: bid.n === 0 ? '范围内没有定标的竞价' : partial,
      },
    ];
    return { items, total: items.reduce((a, i) => a + i.saving, 0) };
  }
}
