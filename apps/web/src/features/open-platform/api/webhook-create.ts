/** POST /open-platform/apps/:id/webhooks: a new endpoint; the answer carries its signing secret. */
import { useMutation } from '@tanstack/react-query';
import { webhookEndpointCreateEndpoint, type WebhookEndpointInput } from '@pm/contract/open-platform';
import { request } from '@/lib/http';
import { refreshWebhooks } from './open-platform-change';

export async function createWebhook(input: { id: string } & WebhookEndpointInput) {
  const data = await request(webhookEndpointCreateEndpoint, input, { action: '添加 Webhook 地址' });
  await refreshWebhooks();
  return data;
}

export function useCreateWebhook() {
  return useMutation({ mutationFn: createWebhook });
}
