/** POST /bidding/challenge/answer: the buyer answers a challenge. */
import { useMutation } from '@tanstack/react-query';
import { bidChallengeAnswerEndpoint, type BidChallengeAnswerRequest } from '@pm/contract/bidding';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshBidding } from './bid-change';

export async function answerChallenge(input: BidChallengeAnswerRequest) {
  try {
    const answer = await request(bidChallengeAnswerEndpoint, input, { action: '答复质疑' });
    notify('已答复质疑', 'success');
    return answer;
  } finally {
    await refreshBidding();
  }
}

export function useAnswerChallenge() {
  return useMutation({ mutationFn: answerChallenge });
}
