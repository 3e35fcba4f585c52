import { Button, Popconfirm } from 'antd';
import { WITHDRAW_CONFIRM } from '../model/approval-view';
import { useWithdrawOrder } from '../api/approval-withdraw';

/**
 * 撤回 of a 待审批 order (its whole submission), confirmed first: the orders are cancelled and stock,
 * credit and plan budget released. Shown by the order list and the order's approval note.
 */
export function WithdrawOrderButton({
  orderId,
  orderNo,
  size = 'small',
  link = false,
}: {
  orderId: string;
  orderNo?: string;
  size?: 'small' | 'middle';
  link?: boolean;
}) {
  const withdraw = useWithdrawOrder();
  return (
    <Popconfirm
      title={WITHDRAW_CONFIRM.title}
      description={WITHDRAW_CONFIRM.content}
      okText={WITHDRAW_CONFIRM.ok}
      okButtonProps={{ danger: true }}
      cancelText={WITHDRAW_CONFIRM.cancel}
      onConfirm={() => withdraw.mutateAsync({ id: orderId }).catch(() => undefined)}
    >
      <Button
        size={size}
        type={link ? 'link' : 'default'}
        danger={!link}
        loading={withdraw.isPending}
        data-testid="withdraw-order"
        aria-label={orderNo ? `撤回 ${orderNo}` : '撤回'}
      >
        撤回
      </Button>
    </Popconfirm>
  );
}
