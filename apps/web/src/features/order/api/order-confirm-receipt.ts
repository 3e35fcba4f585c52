/** POST /order/confirm-receipt/:id: the buyer confirms receipt of a shipped order (→ 已完成). */
import { useMutation } from '@tanstack/react-query';
import { orderConfirmReceiptEndpoint } from '@pm/contract/order';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshOrders } from './order-change';

export async function confirmReceipt(id: string) {
  const detail = await request(orderConfirmReceiptEndpoint, { id }, { action: '确认收货' });
  notify('已确认收货', 'success');
  await refreshOrders();
  return detail;
}

export function useConfirmReceipt() {
  return useMutation({ mutationFn: confirmReceipt });
}
