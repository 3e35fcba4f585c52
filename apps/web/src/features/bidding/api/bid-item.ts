/** GET /bidding/event/item: one item of an event (竞价商品详情) with the caller's bid. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bidItemEndpoint } from '@pm/contract/bidding';
import { endpointQuery } from '@/lib/query';

export const getBidItemQuery = (eventId: string, itemId: string) =>
  queryOptions({ ...endpointQuery(bidItemEndpoint, { eventId, itemId }), retry: false, staleTime: 0 });

export function useBidItem(eventId: string, itemId: string) {
  return useQuery({ ...getBidItemQuery(eventId, itemId), enabled: eventId !== '' && itemId !== '' });
}
