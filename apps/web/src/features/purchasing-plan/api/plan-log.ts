/** GET /purchasing-bills-log/page: who changed a plan, what and when (newest first). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { planLogPageEndpoint, type PlanLogQuery } from '@pm/contract/purchasing-plan';
import { endpointQuery } from '@/lib/query';

export const getPlanLogQuery = (input: PlanLogQuery) =>
  queryOptions({
    ...endpointQuery(planLogPageEndpoint, input, { action: '查看计划变更记录' }),
    retry: false,
    staleTime: 0,
  });

export function usePlanLog(input: PlanLogQuery, enabled = true) {
  return useQuery({ ...getPlanLogQuery(input), enabled, placeholderData: keepPreviousData });
}
