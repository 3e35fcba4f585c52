import type { ReactNode } from 'react';
import { Button, message, Popconfirm } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ORDER_ACTION_LABELS, type OrderAction } from '@pm/contract/order';
import { useBuyAgain } from '../api/order-buy-again';
import { useCancelOrder } from '../api/order-cancel';
import { useConfirmReceipt } from '../api/order-confirm-receipt';
import { buyAgainText } from '../model/order-view';
import './order.css';

/**
 * The buyer's actions on an order, as the server allows them in its status: 取消订单 and 确认收货
 * (each confirmed first), 再次购买 (a toast with the way to the cart), 申请售后 (the detail page opens
 * the application; lists lead there with ?afterSale=1), and 查看详情 in lists.
 */
export function BuyerOrderActions({
  order,
  detailPath,
  size = 'small',
  onAfterSale,
  extra,
}: {
  order: { id: string; actions: readonly OrderAction[] };
  /** Actions another feature adds (the page composes them: 撤回 of a 待审批 order). */
  extra?: ReactNode;
  /** Shown as 查看详情 when given (lists). */
  detailPath?: string;
  size?: 'small' | 'middle';
  /** Opens the after-sales application (detail page); without it, 申请售后 links to the detail. */
  onAfterSale?: () => void;
}) {
  const cancel = useCancelOrder();
  const confirm = useConfirmReceipt();
  const again = useBuyAgain();
  const navigate = useNavigate();
  const [toast, holder] = message.useMessage();
  const busy = cancel.isPending || confirm.isPending || again.isPending;
  const can = (a: OrderAction) => order.actions.includes(a);
  const link = size === 'small';

  const buyAgain = () => {
    again.mutate(order.id, {
      onSuccess: (result) => {
        const { text, ok } = buyAgainText(result);
        void toast.open({
          type: ok ? 'success' : 'warning',
          duration: 4,
          content: (
            <span>
              {text}
              {ok && (
                <Link to="/shop/cart" className="order-toast-link">
                  去购物车结算
                </Link>
              )}
            </span>
          ),
        });
      },
    });
  };

  return (
    <div className={link ? 'order-actions order-actions--stack no-print' : 'order-actions no-print'}>
      {holder}
      {can('confirmReceipt') && (
        <Popconfirm
          title="确认已收到该订单的全部商品吗？"
          okText="确认收货"
          cancelText="再想想"
          onConfirm={() => confirm.mutateAsync(order.id).catch(() => undefined)}
        >
          <Button type="primary" size={size} disabled={busy}>
            {ORDER_ACTION_LABELS.confirmReceipt}
          </Button>
        </Popconfirm>
      )}
      {can('cancel') && (
        <Popconfirm
          title="确定取消该订单吗？"
          description="取消后库存与企业月结额度将释放，订单不可恢复"
          okText="取消订单"
          okButtonProps={{ danger: true }}
          cancelText="不取消"
          onConfirm={() => cancel.mutateAsync(order.id).catch(() => undefined)}
        >
          <Button size={size} type={link ? 'link' : 'default'} disabled={busy}>
            {ORDER_ACTION_LABELS.cancel}
          </Button>
        </Popconfirm>
      )}
      {can('buyAgain') && (
        <Button
          size={size}
          type={link ? 'link' : 'default'}
          loading={again.isPending}
          disabled={busy}
          onClick={buyAgain}
        >
          {ORDER_ACTION_LABELS.buyAgain}
        </Button>
      )}
      {can('afterSale') && (onAfterSale || detailPath) && (
        <Button
          size={size}
          type={link ? 'link' : 'default'}
          disabled={busy}
          onClick={onAfterSale ?? (() => navigate(`${detailPath}?afterSale=1`))}
        >
          {ORDER_ACTION_LABELS.afterSale}
        </Button>
      )}
      {extra}
      {detailPath && (
        <Link to={detailPath} className="order-actions__detail">
          查看详情
        </Link>
      )}
    </div>
  );
}
