import { Button, Popconfirm } from 'antd';
import { Link, useNavigate } from 'react-router';
import { REFUND_ACTION_LABELS, type RefundAction } from '@pm/contract/refund';
import { useCancelRefund } from '../api/refund-cancel';
import './refund.css';

/**
 * The buyer's actions on a refund, as the server allows them: 撤销申请 (confirmed first) and, in lists,
 * 填写退货物流 (the form is on the detail page) and 查看详情.
 */
export function BuyerRefundActions({
  refund,
  detailPath,
  size = 'small',
}: {
  refund: { id: string; actions: readonly RefundAction[] };
  /** Lists: links to the detail (查看详情, 填写退货物流). */
  detailPath?: string;
  size?: 'small' | 'middle';
}) {
  const cancel = useCancelRefund();
  const navigate = useNavigate();
  const can = (a: RefundAction) => refund.actions.includes(a);
  const list = detailPath !== undefined;
  return (
    <div className={list ? 'refund-actions refund-actions--stack' : 'refund-actions'}>
      {list && can('returnShipping') && (
        <Button type="primary" size={size} onClick={() => navigate(detailPath)}>
          {REFUND_ACTION_LABELS.returnShipping}
        </Button>
      )}
      {can('cancel') && (
        <Popconfirm
          title="确定撤销该售后申请吗？"
          description="撤销后本次申请结束，如仍有问题可重新申请"
          okText="撤销申请"
          okButtonProps={{ danger: true }}
          cancelText="不撤销"
          onConfirm={() => cancel.mutateAsync(refund.id).catch(() => undefined)}
        >
          <Button size={size} type={list ? 'link' : 'default'} danger={!list} loading={cancel.isPending}>
            {REFUND_ACTION_LABELS.cancel}
          </Button>
        </Popconfirm>
      )}
      {list && (
        <Link to={detailPath} className="refund-actions__detail">
          查看详情
        </Link>
      )}
    </div>
  );
}
