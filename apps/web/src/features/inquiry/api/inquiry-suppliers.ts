/** GET /inquiry-basket/customize/inquiry/suppliers: suppliers the buyer may invite to one inquiry. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inquirySuppliersEndpoint, type InquirySuppliersQuery } from '@pm/contract/inquiry';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getInquirySuppliers(input: InquirySuppliersQuery) {
  return request(inquirySuppliersEndpoint, input, { silent: true });
}

// Invitations change the states: read afresh whenever the picker opens.
export const getInquirySuppliersQuery = (input: InquirySuppliersQuery) =>
  queryOptions({ ...endpointQuery(inquirySuppliersEndpoint, input), retry: false, staleTime: 0 });

export function useInquirySuppliers(input: InquirySuppliersQuery, enabled = true) {
  return useQuery({ ...getInquirySuppliersQuery(input), enabled, placeholderData: keepPreviousData });
}
