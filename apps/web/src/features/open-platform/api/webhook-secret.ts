/** GET /open-platform/webhooks/:id/secret: the endpoint's signing secret, read when the manager asks. */
import { useMutation } from '@tanstack/react-query';
import { webhookEndpointSecretEndpoint } from '@pm/contract/open-platform';
import { request } from '@/lib/http';

export function getWebhookSecret(id: string) {
  return request(webhookEndpointSecretEndpoint, { id }, { action: '查看签名密钥' });
}

/** A mutation, not a query: the secret is read on demand and never kept in the query cache. */
export function useWebhookSecret() {
  return useMutation({ mutationFn: getWebhookSecret });
}
