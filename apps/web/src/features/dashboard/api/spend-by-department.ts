/** GET /dashboard/spend-by-department: spend per department and month (the heat map). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { spendByDepartmentEndpoint, type DashboardFilter } from '@pm/contract/dashboard';
import { endpointQuery } from '@/lib/query';

export const getSpendByDepartmentQuery = (filter: DashboardFilter) =>
  queryOptions({
    ...endpointQuery(spendByDepartmentEndpoint, filter, { action: '查看按部门采购额' }),
    retry: false,
    staleTime: 60_000,
  });

export function useSpendByDepartment(filter: DashboardFilter, enabled = true) {
  return useQuery({ ...getSpendByDepartmentQuery(filter), enabled, placeholderData: keepPreviousData });
}
