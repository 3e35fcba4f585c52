/** GET /dashboard/spend-by-supplier: the top 20 suppliers and the rest (the Pareto chart). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { spendBySupplierEndpoint, type DashboardFilter } from '@pm/contract/dashboard';
import { endpointQuery } from '@/lib/query';

export const getSpendBySupplierQuery = (filter: DashboardFilter) =>
  queryOptions({
    ...endpointQuery(spendBySupplierEndpoint, filter, { action: '查看按供应商采购额' }),
    retry: false,
    staleTime: 60_000,
  });

export function useSpendBySupplier(filter: DashboardFilter, enabled = true) {
  return useQuery({ ...getSpendBySupplierQuery(filter), enabled, placeholderData: keepPreviousData });
}
