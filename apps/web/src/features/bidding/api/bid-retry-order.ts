/** POST /bidding/event/retry-order: the buyer retries the orders checkout refused after the publicity. */
import { useMutation } from '@tanstack/react-query';
import { bidRetryOrderEndpoint, type BidIdRequest } from '@pm/contract/bidding';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshBidding } from './bid-change';

export async function retryBidOrder(input: BidIdRequest) {
  try {
    const answer = await request(bidRetryOrderEndpoint, input, { action: '重新下单' });
    notify('已重新下单', 'success');
    return answer;
  } finally {
    await refreshBidding();
  }
}

export function useRetryBidOrder() {
  return useMutation({ mutationFn: retryBidOrder });
}
