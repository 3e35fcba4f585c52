/** GET /inquiry-basket/customize/inquiry/detail: one inquiry with the suppliers' quotes per line. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inquiryDetailEndpoint } from '@pm/contract/inquiry';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getInquiryDetail(id: string) {
  return request(inquiryDetailEndpoint, { id }, { silent: true });
}

// Quotes arrive from suppliers at any time: read afresh whenever the detail opens.
export const getInquiryDetailQuery = (id: string) =>
  queryOptions({ ...endpointQuery(inquiryDetailEndpoint, { id }), retry: false, staleTime: 0 });

export function useInquiryDetail(id: string) {
  return useQuery({ ...getInquiryDetailQuery(id), enabled: id !== '' });
}
