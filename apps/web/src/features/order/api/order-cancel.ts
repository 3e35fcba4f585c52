/** POST /order/cancel/:id: cancels an order before shipping (stock and credit released). */
import { useMutation } from '@tanstack/react-query';
import { orderCancelEndpoint } from '@pm/contract/order';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshOrders } from './order-change';

export async function cancelOrder(id: string) {
  const detail = await request(orderCancelEndpoint, { id }, { action: '取消订单' });
  notify('订单已取消', 'success');
  await refreshOrders();
  return detail;
}

export function useCancelOrder() {
  return useMutation({ mutationFn: cancelOrder });
}
