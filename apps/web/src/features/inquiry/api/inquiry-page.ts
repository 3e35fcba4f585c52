/** GET /inquiry-basket/customize/inquiry/page: the caller's inquiries (我的询价), by status. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inquiryPageEndpoint, type InquiryPageQuery } from '@pm/contract/inquiry';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getInquiryPage(input: InquiryPageQuery) {
  return request(inquiryPageEndpoint, input, { silent: true });
}

// Quotes arrive from suppliers at any time: read afresh whenever the list mounts.
export const getInquiryPageQuery = (input: InquiryPageQuery) =>
  queryOptions({ ...endpointQuery(inquiryPageEndpoint, input), retry: false, staleTime: 0 });

export function useInquiryPage(input: InquiryPageQuery, enabled = true) {
  return useQuery({ ...getInquiryPageQuery(input), enabled, placeholderData: keepPreviousData });
}
