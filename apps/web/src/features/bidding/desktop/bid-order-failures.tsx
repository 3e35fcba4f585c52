import { Alert, Button } from 'antd';
import type { BidEventDetail } from '@pm/contract/bidding';
import { useRetryBidOrder } from '../api/bid-retry-order';
import { timeText } from './time-text';

/** To the buyer: awards whose order checkout refused after the publicity, with 重新下单. */
export function BidOrderFailures({ d }: { d: BidEventDetail }) {
  const retry = useRetryBidOrder();
  if (d.viewer !== 'owner' || d.orderFailures.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title="定标转订单未成功"
      description={
        <ul className="bid-order-failures">
          {d.orderFailures.map((f) => (
            <li key={f.supplierId}>
              {f.supplierName}：{f.reason}（{timeText(f.at)}）
            </li>
          ))}
        </ul>
      }
      action={
        <Button danger loading={retry.isPending} onClick={() => retry.mutate({ id: d.id })}>
          重新下单
        </Button>
      }
    />
  );
}
