-- Withdrawal of a waiting submission (撤回, issue 27): the buyer who submitted it (or a purchasing manager)
-- withdraws it while it is 待审批; its orders are cancelled as on rejection and the approval is WITHDRAWN
-- (已撤回), with who withdrew it in decided_by / decided_by_name and why in decision_reason.

ALTER TABLE order_approvals DROP CONSTRAINT order_approvals_status_check;
ALTER TABLE order_approvals ADD CONSTRAINT order_approvals_status_check
  CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'WITHDRAWN'));
