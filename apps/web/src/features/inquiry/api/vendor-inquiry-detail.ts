/** GET /inquiry-basket/vendor/inquiry/detail: an inquiry with the supplier's own lines and quotes. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorInquiryDetailEndpoint } from '@pm/contract/inquiry';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getVendorInquiryDetail(id: string) {
  return request(vendorInquiryDetailEndpoint, { id }, { silent: true });
}

// The buyer may accept or cancel meanwhile: read afresh whenever the form opens.
export const getVendorInquiryDetailQuery = (id: string) =>
  queryOptions({ ...endpointQuery(vendorInquiryDetailEndpoint, { id }), retry: false, staleTime: 0 });

export function useVendorInquiryDetail(id: string) {
  return useQuery({ ...getVendorInquiryDetailQuery(id), enabled: id !== '' });
}
