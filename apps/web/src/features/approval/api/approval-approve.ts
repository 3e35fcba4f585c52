/** POST /approval/approve/:id: the manager approves; the orders go to their suppliers. */
import { useMutation } from '@tanstack/react-query';
import { approvalApproveEndpoint } from '@pm/contract/approval';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshApprovals } from './approval-change';

export async function approveApproval(input: { id: string; reason?: string }) {
  const detail = await request(approvalApproveEndpoint, input, { action: '审批通过' });
  notify('已审批通过，订单已发给供应商', 'success');
  await refreshApprovals();
  return detail;
}

export function useApproveApproval() {
  return useMutation({ mutationFn: approveApproval });
}
