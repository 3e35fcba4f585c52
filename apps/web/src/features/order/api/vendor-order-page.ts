/** GET /vendor/order/page: orders addressed to the supplier's organization. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vendorOrderPageEndpoint, type OrderPageQuery } from '@pm/contract/order';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getVendorOrderPage(input: OrderPageQuery) {
  return request(vendorOrderPageEndpoint, input, { silent: true });
}

// New orders arrive from buyers at any time: read afresh whenever the list mounts.
export const getVendorOrderPageQuery = (input: OrderPageQuery) =>
  queryOptions({ ...endpointQuery(vendorOrderPageEndpoint, input), retry: false, staleTime: 0 });

export function useVendorOrderPage(input: OrderPageQuery, enabled = true) {
  return useQuery({ ...getVendorOrderPageQuery(input), enabled, placeholderData: keepPreviousData });
}
