/** Feedback: send one (with a screenshot), read mine with the replies. */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  helpFeedbackMyPageEndpoint,
  helpFeedbackSubmitEndpoint,
  type HelpFeedbackSubmitRequest,
} from '@pm/contract/help';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { endpointKey, endpointQuery } from '@/lib/query';

export async function submitFeedback(input: HelpFeedbackSubmitRequest) {
  const out = await request(helpFeedbackSubmitEndpoint, input, { action: '提交反馈' });
  notify('反馈已提交，我们会尽快处理', 'success');
  await queryClient.invalidateQueries({ queryKey: endpointKey(helpFeedbackMyPageEndpoint) });
  return out;
}

export const useSubmitFeedback = () => useMutation({ mutationFn: submitFeedback });

export const useMyFeedback = (page: number) =>
  useQuery({ ...endpointQuery(helpFeedbackMyPageEndpoint, { page, limit: 20 }), retry: false });

/** Where a feedback's screenshot is read (the author's session cookie rides along). */
export { helpFeedbackScreenshotEndpoint } from '@pm/contract/help';
