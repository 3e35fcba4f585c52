/** GET /purchasing-bills/detail/:id: one plan with its lines, their figures and the moves allowed now. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { planDetailEndpoint } from '@pm/contract/purchasing-plan';
import { endpointQuery } from '@/lib/query';

export const getPlanDetailQuery = (id: string) =>
  queryOptions({
    ...endpointQuery(planDetailEndpoint, { id }, { action: '查看采购计划详情' }),
    retry: false,
    staleTime: 0,
  });

export function usePlanDetail(id: string) {
  return useQuery({ ...getPlanDetailQuery(id), enabled: id !== '' });
}
