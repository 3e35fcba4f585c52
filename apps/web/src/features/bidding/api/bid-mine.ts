/** GET /bidding/event/mine: the buyer organization's own events, by status. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bidMineEndpoint, type BidListQuery } from '@pm/contract/bidding';
import { endpointQuery } from '@/lib/query';

export const getBidMineQuery = (input: BidListQuery) =>
  queryOptions({ ...endpointQuery(bidMineEndpoint, input), retry: false, staleTime: 0 });

export function useBidMine(input: BidListQuery, enabled = true) {
  return useQuery({ ...getBidMineQuery(input), enabled, placeholderData: keepPreviousData });
}
