/** POST /mall/goods/mall-goods-type/page: goods of a kind (hot, new, recommend), e.g. the home's 为你推荐. */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { goodsTypePageEndpoint, type GoodsTypePageRequest } from '@pm/contract/goods';
import { request } from '@/lib/http';
import { endpointKey, endpointQuery } from '@/lib/query';

export function getGoodsTypePage(input: GoodsTypePageRequest) {
  return request(goodsTypePageEndpoint, input, { silent: true });
}

export const getGoodsTypePageQuery = (input: GoodsTypePageRequest) =>
  queryOptions({ ...endpointQuery(goodsTypePageEndpoint, input), retry: false, staleTime: 5 * 60_000 });

export function useGoodsTypePage(input: GoodsTypePageRequest) {
  return useQuery(getGoodsTypePageQuery(input));
}

/** Goods of a kind page after page (the phone home's 为您推荐 as the buyer scrolls). */
export const getGoodsTypePagesQuery = (input: Omit<GoodsTypePageRequest, 'page'>) =>
  infiniteQueryOptions({
    queryKey: [...endpointKey(goodsTypePageEndpoint, input), 'pages'],
    queryFn: ({ pageParam }) => getGoodsTypePage({ ...input, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.records.length < last.limit || last.page * last.limit >= last.total ? undefined : last.page + 1,
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useGoodsTypePages(input: Omit<GoodsTypePageRequest, 'page'>) {
  return useInfiniteQuery(getGoodsTypePagesQuery(input));
}
