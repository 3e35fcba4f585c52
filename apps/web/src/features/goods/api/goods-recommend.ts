/** POST /goods/more/recommend: similar goods (same category or brand, never the item itself). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { recommendEndpoint } from '@pm/contract/goods';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

function input(id: string, limit: number, divisionCode?: string) {
  return divisionCode && /^\d{6}$/.test(divisionCode) ? { id, limit, divisionCode } : { id, limit };
}

export function getGoodsRecommend(id: string, limit = 10, divisionCode?: string) {
  return request(recommendEndpoint, input(id, limit, divisionCode), { silent: true });
}

export const getGoodsRecommendQuery = (id: string, limit = 10, divisionCode?: string) =>
  queryOptions({
    ...endpointQuery(recommendEndpoint, input(id, limit, divisionCode)),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useGoodsRecommend(id: string, limit = 10, divisionCode?: string) {
  return useQuery({ ...getGoodsRecommendQuery(id, limit, divisionCode), enabled: id !== '' });
}
