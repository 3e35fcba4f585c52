/** GET /workbench/statistics/mall-search/list: hot searches, counted from real searches. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hotSearchEndpoint } from '@pm/contract/goods';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getHotSearch(limit = 10) {
  return request(hotSearchEndpoint, { limit }, { silent: true });
}

export const getHotSearchQuery = (limit = 10) =>
  queryOptions({ ...endpointQuery(hotSearchEndpoint, { limit }), retry: false, staleTime: 10 * 60_000 });

export function useHotSearch(limit = 10) {
  return useQuery(getHotSearchQuery(limit));
}
