/** POST /approval/reject/:id: the manager rejects with a reason; the orders are cancelled. */
import { useMutation } from '@tanstack/react-query';
import { approvalRejectEndpoint } from '@pm/contract/approval';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshApprovals } from './approval-change';

export async function rejectApproval(input: { id: string; reason: string }) {
  const detail = await request(approvalRejectEndpoint, input, { action: '审批驳回' });
  notify('已驳回，订单已取消', 'success');
  await refreshApprovals();
  return detail;
}

export function useRejectApproval() {
  return useMutation({ mutationFn: rejectApproval });
}
