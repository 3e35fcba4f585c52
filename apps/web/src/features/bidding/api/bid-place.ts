/** POST /bidding/bid: the supplier's bids on items of a running event (all lines or none). */
import { useMutation } from '@tanstack/react-query';
import { bidPlaceEndpoint, type BidPlaceRequest } from '@pm/contract/bidding';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshBidding } from './bid-change';

/** Answers as soon as the server has: the page shows the answer's ranks at once while the reads refresh. */
export async function placeBids(input: BidPlaceRequest) {
  try {
    const answer = await request(bidPlaceEndpoint, input, { action: '提交报价' });
    notify('报价已提交', 'success');
    return answer;
  } finally {
    void refreshBidding();
  }
}

export function usePlaceBids() {
  return useMutation({ mutationFn: placeBids });
}
