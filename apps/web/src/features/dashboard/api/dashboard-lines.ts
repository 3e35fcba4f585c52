/** GET /dashboard/lines: the order lines behind a figure (the filters plus the figure's keys), paged. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardLinesEndpoint, type DashboardLinesQuery } from '@pm/contract/dashboard';
import { endpointQuery } from '@/lib/query';

export const getDashboardLinesQuery = (query: DashboardLinesQuery) =>
  queryOptions({
    ...endpointQuery(dashboardLinesEndpoint, query, { action: '查看订单明细' }),
    retry: false,
    staleTime: 60_000,
  });

export function useDashboardLines(query: DashboardLinesQuery, enabled = true) {
  return useQuery({ ...getDashboardLinesQuery(query), enabled, placeholderData: keepPreviousData });
}
