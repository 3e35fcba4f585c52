/** POST /open-platform/webhooks/:id/update: URL, event types, description, enabled. */
import { useMutation } from '@tanstack/react-query';
import { webhookEndpointUpdateEndpoint, type WebhookEndpointUpdate } from '@pm/contract/open-platform';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshWebhooks } from './open-platform-change';

export async function updateWebhook(input: { id: string } & WebhookEndpointUpdate) {
  const data = await request(webhookEndpointUpdateEndpoint, input, { action: '修改 Webhook 地址' });
  notify('已保存', 'success');
  await refreshWebhooks();
  return data;
}

export function useUpdateWebhook() {
  return useMutation({ mutationFn: updateWebhook });
}
