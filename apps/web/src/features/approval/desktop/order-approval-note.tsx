import { Alert } from 'antd';
import { useApprovalOfOrder } from '../api/approval-of-order';
import { orderApprovalText } from '../model/approval-view';
import { WithdrawOrderButton } from './withdraw-order-button';

const TYPE = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
  EXPIRED: 'info',
  WITHDRAWN: 'info',
} as const;

/**
 * On a buyer's order: its approval (who must approve and why, or the outcome); nothing when none. While it
 * waits, 撤回 withdraws the submission.
 */
export function OrderApprovalNote({ orderId }: { orderId: string }) {
  const { data } = useApprovalOfOrder(orderId);
  if (!data) return null;
  return (
    <Alert
      className="order-approval-note"
      data-testid="order-approval-note"
      type={TYPE[data.status]}
      showIcon
      style={{ marginBottom: 12 }}
      message={`审批${data.statusText}`}
      description={orderApprovalText(data)}
      action={data.status === 'PENDING' ? <WithdrawOrderButton orderId={orderId} size="middle" /> : null}
    />
  );
}
