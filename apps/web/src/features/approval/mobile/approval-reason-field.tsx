import { TextArea } from 'antd-mobile';
import { APPROVAL_LIMITS } from '@pm/contract/approval';
import { useApprovalRule } from '../api/approval-rule';
import {
  APPROVAL_REASON_LABEL,
  approvalReasonPlaceholder,
  showsApprovalReason,
  type ApprovalReasonFieldProps,
} from '../model/approval-reason';

/** 申请说明 on a phone's checkout (both mobile areas); nothing when the organization has no manager. */
export function ApprovalReasonField({ value, onChange, problem, overBudget }: ApprovalReasonFieldProps) {
  const rule = useApprovalRule();
  if (!showsApprovalReason(rule.data, overBudget)) return null;
  return (
    <section className="pm-section" aria-label={APPROVAL_REASON_LABEL} data-testid="approval-reason">
      <h2 className="pm-section__title">
        <label htmlFor="pm-checkout-approval-reason">{APPROVAL_REASON_LABEL}</label>
      </h2>
      <div className="pm-remarks pm-count-readable">
        <TextArea
          id="pm-checkout-approval-reason"
          placeholder={approvalReasonPlaceholder(overBudget)}
          value={value}
          maxLength={APPROVAL_LIMITS.reasonMax + 1}
          showCount={(n) => `${n} / ${APPROVAL_LIMITS.reasonMax}`}
          autoSize={{ minRows: 2, maxRows: 4 }}
          onChange={onChange}
        />
      </div>
      {problem && (
        <p className="pm-field-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
