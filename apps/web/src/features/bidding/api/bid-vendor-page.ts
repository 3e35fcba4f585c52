/** GET /bidding/vendor/page: events a supplier may join (joinable) or has bid in (joined). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bidVendorPageEndpoint, type BidVendorListQuery } from '@pm/contract/bidding';
import { endpointQuery } from '@/lib/query';

export const getBidVendorPageQuery = (input: BidVendorListQuery) =>
  queryOptions({ ...endpointQuery(bidVendorPageEndpoint, input), retry: false, staleTime: 0 });

export function useBidVendorPage(input: BidVendorListQuery, enabled = true) {
  return useQuery({ ...getBidVendorPageQuery(input), enabled, placeholderData: keepPreviousData });
}
