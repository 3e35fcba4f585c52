/** GET /bidding/result/page: 竞价公示, published results (winners and amounts; others anonymised). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bidResultPageEndpoint, type BidResultQuery } from '@pm/contract/bidding';
import { endpointQuery } from '@/lib/query';

export const getBidResultsQuery = (input: BidResultQuery) =>
  queryOptions({ ...endpointQuery(bidResultPageEndpoint, input), retry: false, staleTime: 0 });

export function useBidResults(input: BidResultQuery) {
  return useQuery({ ...getBidResultsQuery(input), placeholderData: keepPreviousData });
}
