/**
 * POST /mall/goods/mall-goods/page: the goods list (keyword, category, brands, price in fen, in stock,
 * sort, page) with its facets. A keyword that matches nothing answers an empty page with suggestions.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { goodsSearchEndpoint, type GoodsSearchRequest } from '@pm/contract/goods';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

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
