/**
 * The page's filters, read from and written to the address (see filters.ts). The last filter of the tab is
 * remembered too, so a dashboard page opened without one (the 固买云 menu: 首页, 采购汇总, 供应商看板)
 * keeps the range and department the user had chosen, and shows them in its address.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DashboardAuthorities } from '@pm/contract/dashboard';
import { FILTER_PARAMS, readFilter, writeFilter, type DashFilter } from './filters';

const REMEMBERED = 'pm-dash-filter';

/** The filter the tab last used (null: none, or storage unavailable). */
export function rememberedFilter(): DashFilter | null {
  try {
    const raw = sessionStorage.getItem(REMEMBERED);
    const v: unknown = raw ? JSON.parse(raw) : null;
    if (v && typeof v === 'object' && 'from' in v && 'to' in v) return v as DashFilter;
  } catch {
    // storage refused or a bad value: nothing remembered
  }
  return null;
}

export function rememberFilter(filter: DashFilter): void {
  try {
    sessionStorage.setItem(REMEMBERED, JSON.stringify(filter));
  } catch {
    // private mode and the like: the address still carries the filter
  }
}

/** Whether the address names a filter of its own. */
function hasFilter(search: URLSearchParams): boolean {
  return Object.values(FILTER_PARAMS).some((p) => search.has(p));
}

export function useDashFilter(auth: DashboardAuthorities) {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const own = hasFilter(search);
  const filter = useMemo(() => {
    const params = new URLSearchParams(key);
    const remembered = own ? null : rememberedFilter();
    // checked against the authorities like any address (a remembered department may be gone)
    return readFilter(remembered ? writeFilter(params, remembered) : params, auth);
    // the authorities' rules and the address are all the filter depends on
  }, [key, own, auth]);
  useEffect(() => {
    rememberFilter(filter);
    // a page opened without a filter shows the one it took over
    if (!own) setSearch((prev) => writeFilter(prev, filter), { replace: true });
  }, [filter, own, setSearch]);
  const setFilter = useCallback(
    (next: DashFilter) => setSearch((prev) => writeFilter(prev, next), { replace: false }),
    [setSearch],
  );
  return { filter, setFilter };
}
