/**
 * POST /mall/goods/mall-goods/page: the goods list (keyword, category, brands, price in fen, in stock,
 * sort, page) with its facets. A keyword that matches nothing answers an empty page with suggestions.
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { goodsSearchEndpoint, type GoodsSearchRequest } from '@pm/contract/goods';
import { request } from '@/lib/http';
import { endpointKey, endpointQuery } from '@/lib/query';

const ACTION = '搜索商品';

export function getGoodsSearch(input: GoodsSearchRequest) {
  return request(goodsSearchEndpoint, input, { silent: true, action: ACTION });
}

export const getGoodsSearchQuery = (input: GoodsSearchRequest) =>
  queryOptions({ ...endpointQuery(goodsSearchEndpoint, input, { action: ACTION }), retry: false });

/** The previous page stays on screen while the next filters load (no blank flash). */
export function useGoodsSearch(input: GoodsSearchRequest) {
  return useQuery({ ...getGoodsSearchQuery(input), placeholderData: keepPreviousData });
}

/** The next page of a paged answer, or undefined after the last (a short page ends it too). */
function nextPageOf(last: { records: unknown[]; total: number; page: number; limit: number }) {
  return last.records.length < last.limit || last.page * last.limit >= last.total ? undefined : last.page + 1;
}

/** The filters without the page: the phone lists load page after page as the buyer scrolls. */
export const getGoodsSearchPagesQuery = (input: Omit<GoodsSearchRequest, 'page'>) =>
  infiniteQueryOptions({
    queryKey: [...endpointKey(goodsSearchEndpoint, input), 'pages'],
    queryFn: ({ pageParam }) => getGoodsSearch({ ...input, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    retry: false,
  });

export function useGoodsSearchPages(input: Omit<GoodsSearchRequest, 'page'>) {
  return useInfiniteQuery(getGoodsSearchPagesQuery(input));
}
