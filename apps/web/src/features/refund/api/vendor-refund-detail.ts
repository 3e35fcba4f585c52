/** GET /vendor/refund/detail/:id: one application on an order addressed to the supplier. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorRefundDetailEndpoint } from '@pm/contract/refund';
import { request } from '@/lib/http';
import { endpointQuery, FRESH_MS } from '@/lib/query';

export function getVendorRefundDetail(id: string) {
  return request(vendorRefundDetailEndpoint, { id }, { silent: true });
}

export const getVendorRefundDetailQuery = (id: string) =>
  queryOptions({
    ...endpointQuery(vendorRefundDetailEndpoint, { id }),
    retry: false,
    // The route's loader asked a moment ago: the page takes that answer (a missing id is asked once,
    // not again on mount); opened again later, it is read afresh.
    retryOnMount: false,
    staleTime: FRESH_MS,
  });

export function useVendorRefundDetail(id: string, enabled = true) {
  return useQuery({ ...getVendorRefundDetailQuery(id), enabled: enabled && id !== '' });
}
