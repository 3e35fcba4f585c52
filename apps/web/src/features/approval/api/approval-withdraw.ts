/** POST /approval/withdraw/:id (an order id): the buyer withdraws a 待审批 submission; its orders are cancelled. */
import { useMutation } from '@tanstack/react-query';
import { approvalWithdrawEndpoint } from '@pm/contract/approval';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshApprovals } from './approval-change';

export async function withdrawOrder(input: { id: string; reason?: string }) {
  const approval = await request(approvalWithdrawEndpoint, input, { action: '撤回订单' });
  notify('已撤回，订单已取消，库存与额度已释放', 'success');
  await refreshApprovals();
  return approval;
}

export function useWithdrawOrder() {
  return useMutation({ mutationFn: withdrawOrder });
}
