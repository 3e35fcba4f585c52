/** POST /vendor/refund/receive/:id: the returned goods arrived (→ 已退货, then the money goes back). */
import { useMutation } from '@tanstack/react-query';
import { vendorRefundReceiveEndpoint } from '@pm/contract/refund';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshVendorRefunds } from './refund-change';

export async function receiveReturn(id: string) {
  const detail = await request(vendorRefundReceiveEndpoint, { id }, { action: '确认收到退货' });
  notify('已确认收到退货', 'success');
  await refreshVendorRefunds();
  return detail;
}

export function useReceiveReturn() {
  return useMutation({ mutationFn: receiveReturn });
}
