/** GET /material/goods/page: goods the caller may make material for. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { materialGoodsEndpoint, type MaterialGoodsQuery } from '@pm/contract/material';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getMaterialGoods(input: MaterialGoodsQuery) {
  return request(materialGoodsEndpoint, input, { silent: true });
}

export const getMaterialGoodsQuery = (input: MaterialGoodsQuery) =>
  queryOptions({ ...endpointQuery(materialGoodsEndpoint, input), retry: false, staleTime: 0 });

export function useMaterialGoods(input: MaterialGoodsQuery) {
  return useQuery({ ...getMaterialGoodsQuery(input), placeholderData: keepPreviousData });
}
