/** GET /purchasing-bills/page-execution-status: the organization's plans by status, with every status's count. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { planPageEndpoint, type PlanPageQuery } from '@pm/contract/purchasing-plan';
import { endpointQuery } from '@/lib/query';

export const getPlanPageQuery = (input: PlanPageQuery) =>
  queryOptions({
    ...endpointQuery(planPageEndpoint, input, { action: '查看采购计划' }),
    retry: false,
    staleTime: 0,
  });

export function usePlanPage(input: PlanPageQuery, enabled = true) {
  return useQuery({ ...getPlanPageQuery(input), enabled, placeholderData: keepPreviousData });
}
