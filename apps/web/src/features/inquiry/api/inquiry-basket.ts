/** GET /inquiry-basket/customize/customer: the caller's inquiry basket with goods cards. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inquiryBasketEndpoint, type InquiryBasketQuery } from '@pm/contract/inquiry';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getInquiryBasket(input: InquiryBasketQuery) {
  return request(inquiryBasketEndpoint, input, { silent: true });
}

// The basket fills from the detail pages (加入询价篮): read it afresh whenever the page mounts.
export const getInquiryBasketQuery = (input: InquiryBasketQuery) =>
  queryOptions({ ...endpointQuery(inquiryBasketEndpoint, input), retry: false, staleTime: 0 });

export function useInquiryBasket(input: InquiryBasketQuery, enabled = true) {
  return useQuery({ ...getInquiryBasketQuery(input), enabled });
}
