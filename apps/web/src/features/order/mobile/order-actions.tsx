import { useNavigate } from 'react-router';
import { Button, Dialog } from 'antd-mobile';
import { ORDER_ACTION_LABELS, type OrderAction } from '@pm/contract/order';
import { notify } from '@/lib/notify';
import '@/ui/mobile/react19-render';
import { useBuyAgain } from '../api/order-buy-again';
import { useCancelOrder } from '../api/order-cancel';
import { useConfirmReceipt } from '../api/order-confirm-receipt';
import { buyAgainText } from '../model/order-view';
import './order-mobile.css';

/** The links the order screens need from their area. */
export interface OrderLinks {
  /** An order's detail. */
  orderHref: (id: string) => string;
  /** 申请售后 of an order. */
  afterSaleHref: (orderId: string) => string;
  /** An after-sales application's detail. */
  refundHref: (id: string) => string;
  /** The cart (after 再次购买). */
  cartHref: string;
}

/**
 * The buyer's actions on an order as the server allows them in its status: 确认收货 and 取消订单 (each
 * confirmed first), 申请售后 (the after-sales form) and 再次购买 (then the way to the cart).
 */
export function OrderActions({
  order,
  links,
  bar = false,
}: {
  order: { id: string; orderNo: string; actions: readonly OrderAction[] };
  links: Pick<OrderLinks, 'afterSaleHref' | 'cartHref'>;
  /** In the detail's bottom bar (bigger buttons) instead of under a list card. */
  bar?: boolean;
}) {
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  const confirm = useConfirmReceipt();
  const again = useBuyAgain();
  const busy = cancel.isPending || confirm.isPending || again.isPending;
  const can = (a: OrderAction) => order.actions.includes(a);
  if (!order.actions.some((a) => a !== 'ship')) return null;
  const size = bar ? 'middle' : 'small';

  const onConfirm = async () => {
    const ok = await Dialog.confirm({
      title: '确认收货',
      content: '确认已收到该订单的全部商品吗？',
      confirmText: '确认收货',
      cancelText: '再想想',
    });
    if (ok) confirm.mutate(order.id);
  };
  const onCancel = async () => {
    const ok = await Dialog.confirm({
      title: '取消订单',
      content: '取消后库存与企业月结额度将释放，订单不可恢复。确定取消吗？',
      confirmText: '取消订单',
      cancelText: '不取消',
    });
    if (ok) cancel.mutate(order.id);
  };
  const onBuyAgain = () => {
    again.mutate(order.id, {
      onSuccess: (result) => {
        const { text, ok } = buyAgainText(result);
        if (!ok) {
          notify(text, 'error');
          return;
        }
        void Dialog.confirm({ content: text, confirmText: '去购物车', cancelText: '留在此页' }).then(
          (go) => go && navigate(links.cartHref),
        );
      },
    });
  };

  return (
    <div className={bar ? 'pm-order-actions pm-order-actions--bar' : 'pm-order-actions'}>
      {can('cancel') && (
        <Button size={size} disabled={busy} onClick={() => void onCancel()}>
          {ORDER_ACTION_LABELS.cancel}
          <span className="pm-sr-only"> {order.orderNo}</span>
        </Button>
      )}
      {can('afterSale') && (
        <Button size={size} disabled={busy} onClick={() => navigate(links.afterSaleHref(order.id))}>
          {ORDER_ACTION_LABELS.afterSale}
          <span className="pm-sr-only"> {order.orderNo}</span>
        </Button>
      )}
      {can('buyAgain') && (
        <Button size={size} disabled={busy} loading={again.isPending} onClick={onBuyAgain}>
          {ORDER_ACTION_LABELS.buyAgain}
          <span className="pm-sr-only"> {order.orderNo}</span>
        </Button>
      )}
      {can('confirmReceipt') && (
        <Button size={size} color="danger" className="pm-go" disabled={busy} onClick={() => void onConfirm()}>
          {ORDER_ACTION_LABELS.confirmReceipt}
          <span className="pm-sr-only"> {order.orderNo}</span>
        </Button>
      )}
    </div>
  );
}
