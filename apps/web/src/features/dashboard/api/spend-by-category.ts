/** GET /dashboard/spend-by-category: spend per top-level category (the treemap). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { spendByCategoryEndpoint, type DashboardFilter } from '@pm/contract/dashboard';
import { endpointQuery } from '@/lib/query';

export const getSpendByCategoryQuery = (filter: DashboardFilter) =>
  queryOptions({
    ...endpointQuery(spendByCategoryEndpoint, filter, { action: '查看按类目采购额' }),
    retry: false,
    staleTime: 60_000,
  });

export function useSpendByCategory(filter: DashboardFilter, enabled = true) {
  return useQuery({ ...getSpendByCategoryQuery(filter), enabled, placeholderData: keepPreviousData });
}
