/** The page's filters, read from and written to the address (see filters.ts). */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DashboardAuthorities } from '@pm/contract/dashboard';
import { readFilter, writeFilter, type DashFilter } from './filters';

export function useDashFilter(auth: DashboardAuthorities) {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const filter = useMemo(
    () => readFilter(new URLSearchParams(key), auth),
    // the authorities' rules and the address are all the filter depends on
    [key, auth],
  );
  const setFilter = useCallback(
    (next: DashFilter) => setSearch((prev) => writeFilter(prev, next), { replace: false }),
    [setSearch],
  );
  return { filter, setFilter };
}
