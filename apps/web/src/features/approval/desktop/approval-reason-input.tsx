import { Alert, Input } from 'antd';
import { APPROVAL_LIMITS } from '@pm/contract/approval';
import { useApprovalRule } from '../api/approval-rule';
import {
  APPROVAL_REASON_LABEL,
  approvalReasonPlaceholder,
  showsApprovalReason,
  type ApprovalReasonFieldProps,
} from '../model/approval-reason';

/** 申请说明 on the desktop confirm page; nothing when the organization has no purchasing manager. */
export function ApprovalReasonInput({ value, onChange, problem, overBudget }: ApprovalReasonFieldProps) {
  const rule = useApprovalRule();
  if (!showsApprovalReason(rule.data, overBudget)) return null;
  return (
    <div className="approval-reason-input" data-testid="approval-reason">
      {overBudget && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          message="本次采购超出采购计划预算：填写申请说明后再次提交，订单将交采购经理审批"
        />
      )}
      <Input.TextArea
        aria-label={APPROVAL_REASON_LABEL}
        placeholder={approvalReasonPlaceholder(overBudget)}
        value={value}
        maxLength={APPROVAL_LIMITS.reasonMax + 1}
        showCount={{ formatter: ({ count }) => `${count} / ${APPROVAL_LIMITS.reasonMax}` }}
        status={problem ? 'error' : undefined}
        autoSize={{ minRows: 2, maxRows: 4 }}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem && (
        <div role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
          {problem}
        </div>
      )}
    </div>
  );
}
