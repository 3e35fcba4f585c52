/** GET /bidding/vendor/bids: the supplier's own bids on an event, with its rank and the best price where allowed. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bidMineVendorEndpoint } from '@pm/contract/bidding';
import { endpointQuery } from '@/lib/query';

export const getMyBidsQuery = (id: string) =>
  queryOptions({ ...endpointQuery(bidMineVendorEndpoint, { id }), retry: false, staleTime: 0 });

export function useMyBids(id: string, enabled = true) {
  return useQuery({ ...getMyBidsQuery(id), enabled: enabled && id !== '' });
}
