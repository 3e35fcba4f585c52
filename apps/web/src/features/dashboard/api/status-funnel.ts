/** GET /dashboard/funnel: orders per stage and per status. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { statusFunnelEndpoint, type DashboardFilter } from '@pm/contract/dashboard';
import { endpointQuery } from '@/lib/query';

export const getStatusFunnelQuery = (filter: DashboardFilter) =>
  queryOptions({
    ...endpointQuery(statusFunnelEndpoint, filter, { action: '查看订单状态' }),
    retry: false,
    staleTime: 60_000,
  });

export function useStatusFunnel(filter: DashboardFilter, enabled = true) {
  return useQuery({ ...getStatusFunnelQuery(filter), enabled, placeholderData: keepPreviousData });
}
