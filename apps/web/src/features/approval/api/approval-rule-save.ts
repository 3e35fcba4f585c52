/** POST /approval/rule/save: a purchasing manager saves the organization's rules. */
import { useMutation } from '@tanstack/react-query';
import { approvalRuleSaveEndpoint, type ApprovalRuleSaveRequest } from '@pm/contract/approval';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshApprovalRule } from './approval-change';

export async function saveApprovalRule(input: ApprovalRuleSaveRequest) {
  const rule = await request(approvalRuleSaveEndpoint, input, { action: '保存审批规则' });
  notify('审批规则已保存', 'success');
  await refreshApprovalRule();
  return rule;
}

export function useSaveApprovalRule() {
  return useMutation({ mutationFn: saveApprovalRule });
}
