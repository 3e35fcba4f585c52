/** GET /order/page: the buyer organization's orders by status, keyword and dates, with status counts. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderPageEndpoint, type OrderPageQuery } from '@pm/contract/order';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getOrderPage(input: OrderPageQuery) {
  return request(orderPageEndpoint, input, { silent: true });
}

// Orders change on the supplier's side (shipping) too: read afresh whenever the list mounts.
export const getOrderPageQuery = (input: OrderPageQuery) =>
  queryOptions({ ...endpointQuery(orderPageEndpoint, input), retry: false, staleTime: 0 });

export function useOrderPage(input: OrderPageQuery, enabled = true) {
  return useQuery({ ...getOrderPageQuery(input), enabled, placeholderData: keepPreviousData });
}
