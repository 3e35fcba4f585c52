/** GET /workbench/goods/summary: counts per status (an operator: the goods waiting for review). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { wbGoodsSummaryEndpoint } from '@pm/contract/workbench-goods';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getWbGoodsSummary() {
  return request(wbGoodsSummaryEndpoint, undefined, { silent: true });
}

export const getWbGoodsSummaryQuery = () =>
  queryOptions({ ...endpointQuery(wbGoodsSummaryEndpoint, undefined), retry: false, staleTime: 0 });

export function useWbGoodsSummary() {
  return useQuery(getWbGoodsSummaryQuery());
}
