/** GET /dashboard/spend-by-month: spend per month, stacked by top-level category. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { spendByMonthEndpoint, type DashboardFilter } from '@pm/contract/dashboard';
import { endpointQuery } from '@/lib/query';

export const getSpendByMonthQuery = (filter: DashboardFilter) =>
  queryOptions({
    ...endpointQuery(spendByMonthEndpoint, filter, { action: '查看按月采购额' }),
    retry: false,
    staleTime: 60_000,
  });

export function useSpendByMonth(filter: DashboardFilter, enabled = true) {
  return useQuery({ ...getSpendByMonthQuery(filter), enabled, placeholderData: keepPreviousData });
}
