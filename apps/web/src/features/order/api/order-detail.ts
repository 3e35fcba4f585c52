/** GET /order/detail/:id: one of the buyer organization's orders. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetailEndpoint } from '@pm/contract/order';
import { request } from '@/lib/http';
import { endpointQuery, FRESH_MS } from '@/lib/query';

export function getOrderDetail(id: string) {
  return request(orderDetailEndpoint, { id }, { silent: true });
}

export const getOrderDetailQuery = (id: string) =>
  queryOptions({
    ...endpointQuery(orderDetailEndpoint, { id }),
    retry: false,
    // The route's loader asked a moment ago: the page takes that answer (a missing id is asked once,
    // not again on mount); opened again later, it is read afresh.
    retryOnMount: false,
    staleTime: FRESH_MS,
  });

export function useOrderDetail(id: string, enabled = true) {
  return useQuery({ ...getOrderDetailQuery(id), enabled: enabled && id !== '' });
}
