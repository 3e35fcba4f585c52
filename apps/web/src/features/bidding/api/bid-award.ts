/** POST /bidding/event/award: awards per item or the whole event. */
import { useMutation } from '@tanstack/react-query';
import { bidAwardEndpoint, type BidAwardRequest } from '@pm/contract/bidding';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshBidding } from './bid-change';

export async function awardBidEvent(input: BidAwardRequest) {
  try {
    const answer = await request(bidAwardEndpoint, input, { action: '定标' });
    notify('定标成功，结果进入公示', 'success');
    return answer;
  } finally {
    await refreshBidding();
  }
}

export function useAwardBidEvent() {
  return useMutation({ mutationFn: awardBidEvent });
}
