/** POST /bidding/event/fail: ends an event in 定标中 as 已流标. */
import { useMutation } from '@tanstack/react-query';
import { bidFailEndpoint, type BidFailRequest } from '@pm/contract/bidding';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshBidding } from './bid-change';

export async function failBidEvent(input: BidFailRequest) {
  try {
    const answer = await request(bidFailEndpoint, input, { action: '流标' });
    notify('已流标', 'success');
    return answer;
  } finally {
    await refreshBidding();
  }
}

export function useFailBidEvent() {
  return useMutation({ mutationFn: failBidEvent });
}
