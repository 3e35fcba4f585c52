/** POST /admin/work-order/reply: answer a product work order. */
import { useMutation } from '@tanstack/react-query';
import { replyWorkOrderEndpoint } from '@pm/contract/workbench-admin-content';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshWorkOrders } from './workbench-admin-change';

export async function replyWorkOrder(input: { id: string; reply: string }) {
  const data = await request(replyWorkOrderEndpoint, input, { action: '回复工单' });
  notify('已回复', 'success');
  await refreshWorkOrders();
  return data;
}

export function useReplyWorkOrder() {
  return useMutation({ mutationFn: replyWorkOrder });
}
