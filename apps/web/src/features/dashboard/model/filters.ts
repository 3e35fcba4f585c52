/**
 * The dashboard's filters as the page address carries them (`?from=2026-01&to=2026-11&dept=12`), so a
 * filtered view can be reloaded, shared and printed. What the address says is checked against what the
 * user may see (the authorities): a bad month falls back to the default range, a range longer than the
 * maximum keeps its last months, an unknown department is dropped.
 */
import '@/lib/zod-setup';
import { isMonth, monthIndex, monthOfIndex } from '@pm/contract/dashboard-schema';
import type { DashboardAuthorities } from '@pm/contract/dashboard';

export interface DashFilter {
  from: string;
  to: string;
  departmentId?: string;
}

/** The address's parameter names. */
export const FILTER_PARAMS = { from: 'from', to: 'to', department: 'dept' } as const;

type FilterRules = Pick<DashboardAuthorities, 'defaultFrom' | 'defaultTo' | 'maxMonths' | 'departments'>;

export function readFilter(search: URLSearchParams, rules: FilterRules): DashFilter {
  let from = search.get(FILTER_PARAMS.from) ?? '';
  let to = search.get(FILTER_PARAMS.to) ?? '';
  if (!isMonth(from) || !isMonth(to)) {
    from = rules.defaultFrom;
    to = rules.defaultTo;
  }
  if (monthIndex(from) > monthIndex(to)) [from, to] = [to, from];
  if (monthIndex(to) - monthIndex(from) + 1 > rules.maxMonths) {
    from = monthOfIndex(monthIndex(to) - rules.maxMonths + 1);
  }
  const dept = search.get(FILTER_PARAMS.department) ?? '';
  const known = rules.departments.some((d) => d.id === dept);
  return known ? { from, to, departmentId: dept } : { from, to };
}

/** The address's query for a filter, keeping the parameters it does not own. */
export function writeFilter(search: URLSearchParams, filter: DashFilter): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(FILTER_PARAMS.from, filter.from);
  next.set(FILTER_PARAMS.to, filter.to);
  if (filter.departmentId) next.set(FILTER_PARAMS.department, filter.departmentId);
  else next.delete(FILTER_PARAMS.department);
  return next;
}

/** 2026-01 → 2026年1月; a range of one month is that month. */
export function monthLabel(month: string): string {
  return `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
}

export function rangeLabel(filter: Pick<DashFilter, 'from' | 'to'>): string {
  return filter.from === filter.to
    ? monthLabel(filter.from)
    : `${monthLabel(filter.from)} 至 ${monthLabel(filter.to)}`;
}
