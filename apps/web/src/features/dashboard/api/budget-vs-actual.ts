/** GET /dashboard/budget: the plans' budgets against what orders hold and received. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { budgetVsActualEndpoint, type DashboardFilter } from '@pm/contract/dashboard';
import { endpointQuery } from '@/lib/query';

export const getBudgetVsActualQuery = (filter: DashboardFilter) =>
  queryOptions({
    ...endpointQuery(budgetVsActualEndpoint, filter, { action: '查看预算与实际' }),
    retry: false,
    staleTime: 60_000,
  });

export function useBudgetVsActual(filter: DashboardFilter, enabled = true) {
  return useQuery({ ...getBudgetVsActualQuery(filter), enabled, placeholderData: keepPreviousData });
}
