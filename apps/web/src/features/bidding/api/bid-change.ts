/** What a bidding change makes stale: every bidding read (lists, details, items, bids, compare, results). */
import {
  bidCompareEndpoint,
  bidDetailEndpoint,
  bidHallEndpoint,
  bidItemEndpoint,
  bidMineEndpoint,
  bidMineVendorEndpoint,
  bidResultPageEndpoint,
  bidVendorPageEndpoint,
} from '@pm/contract/bidding';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

const BIDDING_READS = [
  bidHallEndpoint,
  bidMineEndpoint,
  bidVendorPageEndpoint,
  bidDetailEndpoint,
  bidItemEndpoint,
  bidMineVendorEndpoint,
  bidCompareEndpoint,
  bidResultPageEndpoint,
];

export async function refreshBidding(): Promise<void> {
  await Promise.all(
    BIDDING_READS.map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })),
  );
}
