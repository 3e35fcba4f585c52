/** GET /workbench/goods/page: the supplier's goods, by status and keyword. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { wbGoodsPageEndpoint, type WbGoodsPageQuery } from '@pm/contract/workbench-goods';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getWbGoodsPage(input: WbGoodsPageQuery) {
  return request(wbGoodsPageEndpoint, input, { silent: true });
}

// what others change (a review, a supplier's write) shows when the list mounts again
export const getWbGoodsPageQuery = (input: WbGoodsPageQuery) =>
  queryOptions({ ...endpointQuery(wbGoodsPageEndpoint, input), retry: false, staleTime: 0 });

export function useWbGoodsPage(input: WbGoodsPageQuery) {
  return useQuery({ ...getWbGoodsPageQuery(input), placeholderData: keepPreviousData });
}
