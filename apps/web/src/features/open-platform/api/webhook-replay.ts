/** POST /open-platform/webhooks/:id/replay: every subscribed event of a time range, queued again. */
import { useMutation } from '@tanstack/react-query';
import { webhookReplayEndpoint, type WebhookReplayRequest } from '@pm/contract/open-platform';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshDeliveries } from './open-platform-change';

export async function replayWebhook(input: { id: string } & WebhookReplayRequest) {
  const data = await request(webhookReplayEndpoint, input, { action: '重放事件' });
  notify(`已重新排队 ${data.queued} 个事件`, 'success');
  await refreshDeliveries();
  return data;
}

export function useReplayWebhook() {
  return useMutation({ mutationFn: replayWebhook });
}
