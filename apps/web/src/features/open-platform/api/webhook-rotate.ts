/** POST /open-platform/webhooks/:id/rotate-secret: a new signing secret; both sign for 24 hours. */
import { useMutation } from '@tanstack/react-query';
import { webhookEndpointRotateEndpoint } from '@pm/contract/open-platform';
import { request } from '@/lib/http';
import { refreshWebhooks } from './open-platform-change';

export async function rotateWebhookSecret(id: string) {
  const data = await request(webhookEndpointRotateEndpoint, { id }, { action: '轮换签名密钥' });
  await refreshWebhooks();
  return data;
}

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret });
}
