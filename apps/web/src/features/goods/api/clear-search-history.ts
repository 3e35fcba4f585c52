/** DELETE /workbench/statistics/clear/market/search-history: 清空 the signed-in user's search history. */
import { useMutation } from '@tanstack/react-query';
import { clearSearchHistoryEndpoint, searchHistoryEndpoint } from '@pm/contract/goods';
import { request } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

export async function clearSearchHistory(): Promise<void> {
  await request(clearSearchHistoryEndpoint, undefined, { action: '清空搜索历史' });
  queryClient.setQueriesData<string[]>({ queryKey: endpointKey(searchHistoryEndpoint) }, []);
}

export function useClearSearchHistory() {
  return useMutation({ mutationFn: clearSearchHistory });
}
