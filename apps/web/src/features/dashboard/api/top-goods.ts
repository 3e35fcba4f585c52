/** GET /dashboard/top-goods: the goods bought for the most money. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { topGoodsEndpoint, type DashboardFilter } from '@pm/contract/dashboard';
import { endpointQuery } from '@/lib/query';

export const getTopGoodsQuery = (filter: DashboardFilter) =>
  queryOptions({
    ...endpointQuery(topGoodsEndpoint, filter, { action: '查看采购最多的商品' }),
    retry: false,
    staleTime: 60_000,
  });

export function useTopGoods(filter: DashboardFilter, enabled = true) {
  return useQuery({ ...getTopGoodsQuery(filter), enabled, placeholderData: keepPreviousData });
}
