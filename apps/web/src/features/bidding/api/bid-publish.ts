/** POST /bidding/event/publish: publishes a draft (its rules freeze). */
import { useMutation } from '@tanstack/react-query';
import { bidEventPublishEndpoint, type BidIdRequest } from '@pm/contract/bidding';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshBidding } from './bid-change';

export async function publishBidEvent(input: BidIdRequest) {
  try {
    const answer = await request(bidEventPublishEndpoint, input, { action: '发布竞价' });
    notify('竞价已发布', 'success');
    return answer;
  } finally {
    await refreshBidding();
  }
}

export function usePublishBidEvent() {
  return useMutation({ mutationFn: publishBidEvent });
}
