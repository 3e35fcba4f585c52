/** POST /mall/goods/mall-goods-type/page: goods of a kind (hot, new, recommend), e.g. the home's 为你推荐. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { goodsTypePageEndpoint, type GoodsTypePageRequest } from '@pm/contract/goods';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getGoodsTypePage(input: GoodsTypePageRequest) {
  return request(goodsTypePageEndpoint, input, { silent: true });
}

export const getGoodsTypePageQuery = (input: GoodsTypePageRequest) =>
  queryOptions({ ...endpointQuery(goodsTypePageEndpoint, input), retry: false, staleTime: 5 * 60_000 });

export function useGoodsTypePage(input: GoodsTypePageRequest) {
  return useQuery(getGoodsTypePageQuery(input));
}
