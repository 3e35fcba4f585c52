/**
 * A drill-down: the keys of one figure (a month, a category, a supplier, a department, a goods, a status)
 * on top of the page's filters, which ask GET /dashboard/lines for the order lines behind it.
 */
import type {
  DashboardExportQuery,
  DashboardLinesQuery,
  SavingBaseline,
  SavingLinesQuery,
} from '@pm/contract/dashboard';
import type { DashFilter } from './filters';

export type LineStatus = NonNullable<DashboardLinesQuery['status']>;

export interface DrillKey {
  /** What the drawer is titled: the figure in words (2026年3月 · 五金工具). */
  title: string;
  month?: string;
  categoryId?: string;
  supplierId?: string;
  /** A department of the heat map (overrides the page's department filter). */
  departmentId?: string;
  /** The heat map's 未分配部门 row. */
  noDepartment?: boolean;
  goodsId?: string;
  status?: LineStatus;
  /** The Pareto's 其他 slice: the suppliers outside its top 20. */
  otherSuppliers?: boolean;
}

/** Lines per page of the drill-down. */
export const DRILL_PAGE_SIZE = 20;

/** The lines query of a drill-down: the page's filters, the figure's keys, the page. */
export function drillQuery(filter: DashFilter, key: DrillKey, page: number): DashboardLinesQuery {
  const q: DashboardLinesQuery = { from: filter.from, to: filter.to, page, limit: DRILL_PAGE_SIZE };
  const departmentId = key.noDepartment ? undefined : (key.departmentId ?? filter.departmentId);
  if (departmentId) q.departmentId = departmentId;
  if (key.noDepartment) q.noDepartment = 'true';
  if (key.month) q.month = key.month;
  if (key.categoryId) q.categoryId = key.categoryId;
  if (key.supplierId) q.supplierId = key.supplierId;
  if (key.goodsId) q.goodsId = key.goodsId;
  if (key.status) q.status = key.status;
  if (key.otherSuppliers) q.otherSuppliers = 'true';
  return q;
}

/** The export of a view with the page's filters (and, for the lines, the figure's keys). */
export function exportQuery(
  filter: DashFilter,
  view: DashboardExportQuery['view'],
  key?: DrillKey,
): DashboardExportQuery {
  const { page: _p, limit: _l, ...lines } = drillQuery(filter, key ?? { title: '' }, 1);
  return { ...lines, view };
}

/** The saving drill-down's query: the page's filters, the baseline, the page. */
export function savingLinesQuery(
  filter: DashFilter,
  baseline: SavingBaseline,
  page: number,
): SavingLinesQuery {
  const q: SavingLinesQuery = { from: filter.from, to: filter.to, baseline, page, limit: DRILL_PAGE_SIZE };
  if (filter.departmentId) q.departmentId = filter.departmentId;
  return q;
}

export function savingExportQuery(filter: DashFilter, baseline: SavingBaseline): DashboardExportQuery {
  const { page: _p, limit: _l, ...rest } = savingLinesQuery(filter, baseline, 1);
  return { ...rest, view: 'saving-lines' };
}
