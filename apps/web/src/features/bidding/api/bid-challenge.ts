/** POST /bidding/challenge/file: a participating supplier files a 质疑 during the publicity. */
import { useMutation } from '@tanstack/react-query';
import { bidChallengeEndpoint, type BidChallengeRequest } from '@pm/contract/bidding';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshBidding } from './bid-change';

export async function fileChallenge(input: BidChallengeRequest) {
  try {
    const answer = await request(bidChallengeEndpoint, input, { action: '提出质疑' });
    notify('质疑已提交', 'success');
    return answer;
  } finally {
    await refreshBidding();
  }
}

export function useFileChallenge() {
  return useMutation({ mutationFn: fileChallenge });
}
