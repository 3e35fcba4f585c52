/** GET /vendor/order/detail/:id: one order addressed to the supplier's organization. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorOrderDetailEndpoint } from '@pm/contract/order';
import { request } from '@/lib/http';
import { endpointQuery, FRESH_MS } from '@/lib/query';

export function getVendorOrderDetail(id: string) {
  return request(vendorOrderDetailEndpoint, { id }, { silent: true });
}

export const getVendorOrderDetailQuery = (id: string) =>
  queryOptions({
    ...endpointQuery(vendorOrderDetailEndpoint, { id }),
    retry: false,
    // The route's loader asked a moment ago: the page takes that answer (a missing id is asked once,
    // not again on mount); opened again later, it is read afresh.
    retryOnMount: false,
    staleTime: FRESH_MS,
  });

export function useVendorOrderDetail(id: string, enabled = true) {
  return useQuery({ ...getVendorOrderDetailQuery(id), enabled: enabled && id !== '' });
}
