/** What a bidding change makes stale: every bidding read (lists, details, bids, compare, results). */
import { queryClient } from '@/lib/query-client';

export async function refreshBidding(): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[1] === 'string' && q.queryKey[1].startsWith('/bidding/'),
  });
}
