/** GET /bidding/event/compare: every valid bid per item after the end (the buyer's 定标 view). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bidCompareEndpoint } from '@pm/contract/bidding';
import { endpointQuery } from '@/lib/query';

export const getBidCompareQuery = (id: string) =>
  queryOptions({ ...endpointQuery(bidCompareEndpoint, { id }), retry: false, staleTime: 0 });

export function useBidCompare(id: string, enabled = true) {
  return useQuery({ ...getBidCompareQuery(id), enabled: enabled && id !== '' });
}
