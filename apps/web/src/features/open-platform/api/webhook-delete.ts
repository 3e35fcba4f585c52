/** POST /open-platform/webhooks/:id/delete: the endpoint goes, its pending deliveries with it. */
import { useMutation } from '@tanstack/react-query';
import { webhookEndpointDeleteEndpoint } from '@pm/contract/open-platform';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshWebhooks } from './open-platform-change';

export async function deleteWebhook(id: string) {
  await request(webhookEndpointDeleteEndpoint, { id }, { action: '删除 Webhook 地址' });
  notify('已删除', 'success');
  await refreshWebhooks();
}

export function useDeleteWebhook() {
  return useMutation({ mutationFn: deleteWebhook });
}
