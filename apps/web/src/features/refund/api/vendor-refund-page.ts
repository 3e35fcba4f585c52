/** GET /vendor/refund/page: after-sales applications on orders addressed to the supplier's organization. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vendorRefundPageEndpoint, type RefundPageQuery } from '@pm/contract/refund';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getVendorRefundPage(input: RefundPageQuery) {
  return request(vendorRefundPageEndpoint, input, { silent: true });
}

// Buyers apply at any time: read afresh whenever the list mounts.
export const getVendorRefundPageQuery = (input: RefundPageQuery) =>
  queryOptions({ ...endpointQuery(vendorRefundPageEndpoint, input), retry: false, staleTime: 0 });

export function useVendorRefundPage(input: RefundPageQuery, enabled = true) {
  return useQuery({ ...getVendorRefundPageQuery(input), enabled, placeholderData: keepPreviousData });
}
