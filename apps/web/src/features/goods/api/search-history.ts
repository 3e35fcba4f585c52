/** GET /mall/goods/shop/search/history: the signed-in user's recent keywords, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchHistoryEndpoint } from '@pm/contract/goods';
import { request } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { endpointKey, endpointQuery } from '@/lib/query';

export function getSearchHistory(limit = 10) {
  return request(searchHistoryEndpoint, { limit }, { silent: true });
}

export const getSearchHistoryQuery = (limit = 10) =>
  queryOptions({ ...endpointQuery(searchHistoryEndpoint, { limit }), retry: false });

/** Signed-in users only (visitors keep theirs in the browser). */
export function useSearchHistory(enabled: boolean, limit = 10) {
  return useQuery({ ...getSearchHistoryQuery(limit), enabled });
}

/** After a search the server has a newer history: the next look at it reloads. */
export function markSearchHistoryStale(): void {
  void queryClient.invalidateQueries({ queryKey: endpointKey(searchHistoryEndpoint), refetchType: 'none' });
}
