/**
 * The 申请说明 field of a checkout (both kits): shown when the organization has purchasing managers (who
 * would read it), or once a submission went over a plan's budget. Kit-free.
 */
import type { ApprovalRule } from '@pm/contract/approval';

export interface ApprovalReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Why it cannot be sent (too long), or null. */
  problem: string | null;
  /** The last submission went over a plan's budget (40920): the field is needed to send it for approval. */
  overBudget: boolean;
}

export const APPROVAL_REASON_LABEL = '申请说明';

export function approvalReasonPlaceholder(overBudget: boolean): string {
  return overBudget
    ? '超出采购计划预算：填写申请说明后提交，订单将交采购经理审批'
    : '选填：订单需审批或超出采购计划预算时，向采购经理说明采购原因（审批人可见）';
}

/** Whether a checkout shows the field. */
export function showsApprovalReason(rule: Pick<ApprovalRule, 'approvers'> | undefined, overBudget: boolean) {
  return overBudget || (rule?.approvers.length ?? 0) > 0;
}
