/** GET /inquiry-basket/vendor/inquiry/page: inquiries addressed to the supplier's organization. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vendorInquiryPageEndpoint, type VendorInquiryPageQuery } from '@pm/contract/inquiry';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getVendorInquiryPage(input: VendorInquiryPageQuery) {
  return request(vendorInquiryPageEndpoint, input, { silent: true });
}

// Inquiries arrive from buyers at any time: read afresh whenever the list mounts.
export const getVendorInquiryPageQuery = (input: VendorInquiryPageQuery) =>
  queryOptions({ ...endpointQuery(vendorInquiryPageEndpoint, input), retry: false, staleTime: 0 });

export function useVendorInquiryPage(input: VendorInquiryPageQuery, enabled = true) {
  return useQuery({ ...getVendorInquiryPageQuery(input), enabled, placeholderData: keepPreviousData });
}
