import { Link } from 'react-router';
import { formatFen } from '@pm/contract/format';
import type { OrderDetail } from '@pm/contract/order';
import { timeText } from '../model/order-view';
import './order.css';

/** 售后记录 of an order: its after-sales applications, newest first, each leading to its detail. */
export function OrderRefunds({ refunds }: { refunds: OrderDetail['refunds'] }) {
  return (
    <ul className="order-refunds" aria-label="售后记录">
      {refunds.map((r) => (
        <li key={r.id} className="order-refunds__item">
          <Link to={`/shop/person/refund/${r.id}`} className="order-refunds__no">
            {r.refundNo}
          </Link>
          <span>{r.typeText}</span>
          <span className="order-refunds__amount">{formatFen(r.amount)}</span>
          <span className="order-refunds__status">{r.statusText}</span>
          <span className="order-refunds__time">{timeText(r.createdAt)}</span>
          <Link to={`/shop/person/refund/${r.id}`} className="order-actions__detail">
            查看详情
          </Link>
        </li>
      ))}
    </ul>
  );
}
