/** POST /open-platform/deliveries/:id/resend: the event once more, as a new delivery tried at once. */
import { useMutation } from '@tanstack/react-query';
import { webhookDeliveryResendEndpoint } from '@pm/contract/open-platform';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshDeliveries } from './open-platform-change';

export async function resendDelivery(id: string) {
  const data = await request(webhookDeliveryResendEndpoint, { id }, { action: '重新投递' });
  notify('已重新投递', 'success');
  await refreshDeliveries();
  return data;
}

export function useResendDelivery() {
  return useMutation({ mutationFn: resendDelivery });
}
