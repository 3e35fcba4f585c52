/** GET /dashboard/savings: savings, each against its named baseline. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { savingsEndpoint, type DashboardFilter } from '@pm/contract/dashboard';
import { endpointQuery } from '@/lib/query';

export const getSavingsQuery = (filter: DashboardFilter) =>
  queryOptions({
    ...endpointQuery(savingsEndpoint, filter, { action: '查看节约金额' }),
    retry: false,
    staleTime: 60_000,
  });

export function useSavings(filter: DashboardFilter, enabled = true) {
  return useQuery({ ...getSavingsQuery(filter), enabled, placeholderData: keepPreviousData });
}
