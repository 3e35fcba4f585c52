/** POST /bidding/event/revoke: revokes an event before its start, with a reason. */
import { useMutation } from '@tanstack/react-query';
import { bidEventRevokeEndpoint, type BidRevokeRequest } from '@pm/contract/bidding';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshBidding } from './bid-change';

export async function revokeBidEvent(input: BidRevokeRequest) {
  try {
    const answer = await request(bidEventRevokeEndpoint, input, { action: '撤销竞价' });
    notify('竞价已撤销', 'success');
    return answer;
  } finally {
    await refreshBidding();
  }
}

export function useRevokeBidEvent() {
  return useMutation({ mutationFn: revokeBidEvent });
}
