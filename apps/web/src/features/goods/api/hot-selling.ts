/** GET /shop/hot-selling-item: the best sellers (optionally of one category). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hotSellingEndpoint } from '@pm/contract/goods';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

type Input = { catalogId?: string; limit?: number; divisionCode?: string };

export function getHotSelling(input: Input = {}) {
  return request(hotSellingEndpoint, input, { silent: true });
}

export const getHotSellingQuery = (input: Input = {}) =>
  queryOptions({ ...endpointQuery(hotSellingEndpoint, input), retry: false, staleTime: 5 * 60_000 });

export function useHotSelling(input: Input = {}) {
  return useQuery(getHotSellingQuery(input));
}
