/** GET /order/detail/:id: one of the buyer organization's orders. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetailEndpoint } from '@pm/contract/order';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getOrderDetail(id: string) {
  return request(orderDetailEndpoint, { id }, { silent: true });
}

export const getOrderDetailQuery = (id: string) =>
  queryOptions({ ...endpointQuery(orderDetailEndpoint, { id }), retry: false, staleTime: 0 });

export function useOrderDetail(id: string, enabled = true) {
  return useQuery({ ...getOrderDetailQuery(id), enabled: enabled && id !== '' });
}
