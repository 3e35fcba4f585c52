/** GET /bidding/hall: 竞价大厅, published events open to all verified suppliers, by status. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bidHallEndpoint, type BidListQuery } from '@pm/contract/bidding';
import { endpointQuery } from '@/lib/query';

export const getBidHallQuery = (input: BidListQuery) =>
  queryOptions({ ...endpointQuery(bidHallEndpoint, input), retry: false, staleTime: 0 });

export function useBidHall(input: BidListQuery) {
  return useQuery({ ...getBidHallQuery(input), placeholderData: keepPreviousData });
}
