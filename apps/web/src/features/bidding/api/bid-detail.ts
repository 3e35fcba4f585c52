/** GET /bidding/event/detail: one event as the caller may see it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bidDetailEndpoint } from '@pm/contract/bidding';
import { endpointQuery } from '@/lib/query';

export const getBidDetailQuery = (id: string) =>
  queryOptions({ ...endpointQuery(bidDetailEndpoint, { id }), retry: false, staleTime: 0 });

export function useBidDetail(id: string) {
  return useQuery({ ...getBidDetailQuery(id), enabled: id !== '' });
}
