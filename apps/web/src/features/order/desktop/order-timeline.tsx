import { Descriptions, Empty, Timeline } from 'antd';
import type { OrderDetail } from '@pm/contract/order';
import { timeText } from '../model/order-view';

/** 物流信息: carrier and waybill once shipped, and when receipt is confirmed automatically. */
export function OrderLogistics({
  detail,
}: {
  detail: Pick<OrderDetail, 'logistics' | 'autoConfirmAt' | 'status'>;
}) {
  if (!detail.logistics) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={detail.status === 'CANCELLED' ? '订单已取消，未发货' : '供应商尚未发货'}
      />
    );
  }
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'carrier', label: '物流公司', children: detail.logistics.carrier },
        { key: 'waybill', label: '运单号', children: detail.logistics.waybillNo },
        { key: 'shipped', label: '发货时间', children: timeText(detail.logistics.shippedAt) },
        ...(detail.autoConfirmAt && detail.status === 'DELIVERED'
          ? [
              {
                key: 'auto',
                label: '自动确认收货',
                children: `${timeText(detail.autoConfirmAt)}（到期未确认将自动确认收货）`,
              },
            ]
          : []),
      ]}
    />
  );
}

/** 订单记录: every step with who and when, the newest first. */
export function OrderLogTimeline({ log }: { log: OrderDetail['log'] }) {
  const entries = [...log].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return (
    <Timeline
      className="order-log"
      items={entries.map((e, i) => ({
        key: `${e.at}-${i}`,
        color: i === 0 ? 'red' : 'gray',
        content: (
          <div className="order-log__item">
            <div className="order-log__head">
              <strong>{e.action}</strong>
              <span className="order-log__status">{e.statusText}</span>
            </div>
            <div className="order-log__meta">
              {timeText(e.at)}
              {e.actorName ? ` · ${e.actorName}` : ''}
            </div>
            {e.note && <div className="order-log__note">{e.note}</div>}
          </div>
        ),
      }))}
    />
  );
}
