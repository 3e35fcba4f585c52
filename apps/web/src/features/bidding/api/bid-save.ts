/** POST /bidding/event/save: creates or changes a draft. */
import { useMutation } from '@tanstack/react-query';
import { bidEventSaveEndpoint, type BidEventSaveRequest } from '@pm/contract/bidding';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshBidding } from './bid-change';

export async function saveBidEvent(input: BidEventSaveRequest) {
  try {
    const answer = await request(bidEventSaveEndpoint, input, { action: '保存竞价草稿' });
    notify('竞价草稿已保存', 'success');
    return answer;
  } finally {
    await refreshBidding();
  }
}

export function useSaveBidEvent() {
  return useMutation({ mutationFn: saveBidEvent });
}
