import { Button, Dialog } from 'antd-mobile';
import '@/ui/mobile/react19-render';
import { useApprovalOfOrder } from '../api/approval-of-order';
import { useWithdrawOrder } from '../api/approval-withdraw';
import { orderApprovalText, WITHDRAW_CONFIRM } from '../model/approval-view';
import '@/ui/mobile/mobile-parts.css';

/**
 * On a phone's order detail (both mobile areas): its approval (who approves and why, or the outcome) and,
 * while it waits, 撤回 (confirmed first). Nothing when the order needed no approval.
 */
export function OrderApprovalCard({ orderId }: { orderId: string }) {
  const { data } = useApprovalOfOrder(orderId);
  const withdraw = useWithdrawOrder();
  if (!data) return null;
  const onWithdraw = async () => {
    const ok = await Dialog.confirm({
      title: WITHDRAW_CONFIRM.title,
      content: WITHDRAW_CONFIRM.content,
      confirmText: WITHDRAW_CONFIRM.ok,
      cancelText: WITHDRAW_CONFIRM.cancel,
    });
    if (ok) withdraw.mutate({ id: orderId });
  };
  return (
    <section
      className="pm-section pm-approval-note"
      aria-label="订单审批"
      data-testid="order-approval-note"
      style={{ padding: '12px 16px' }}
    >
      <div style={{ fontWeight: 600, marginBottom: 4 }}>审批{data.statusText}</div>
      <div style={{ color: 'var(--adm-color-text-secondary)', fontSize: 13, lineHeight: 1.6 }}>
        {orderApprovalText(data)}
      </div>
      {data.status === 'PENDING' && (
        <Button
          size="small"
          color="danger"
          fill="outline"
          style={{ marginTop: 8 }}
          loading={withdraw.isPending}
          onClick={() => void onWithdraw()}
        >
          撤回
        </Button>
      )}
    </section>
  );
}
