/** POST /refund/cancel/:id: the buyer withdraws an application (before approval, or before sending back). */
import { useMutation } from '@tanstack/react-query';
import { refundCancelEndpoint } from '@pm/contract/refund';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshRefunds } from './refund-change';

export async function cancelRefund(id: string) {
  const detail = await request(refundCancelEndpoint, { id }, { action: '撤销售后申请' });
  notify('售后申请已撤销', 'success');
  await refreshRefunds();
  return detail;
}

export function useCancelRefund() {
  return useMutation({ mutationFn: cancelRefund });
}
