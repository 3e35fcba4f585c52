import { Link } from 'react-router';
import { formatFen } from '@pm/contract/format';
import type { OrderSummary } from '@pm/contract/order';
import { SquarePicture } from '@/ui/mobile/square-picture';
import { timeText } from '../model/order-view';
import { OrderActions, type OrderLinks } from './order-actions';
import { OrderGoods, specText } from './order-goods';
import { StatusBadge } from './status-badge';
import '@/ui/mobile/mobile-parts.css';
import './order-mobile.css';

/** One order of a mobile list: supplier, status, its first goods, amount and the actions of its status. */
export function OrderCard({ order, links }: { order: OrderSummary; links: OrderLinks }) {
  const first = order.lines[0];
  return (
    <article className="pm-section pm-order-card" aria-label={`订单 ${order.orderNo}`}>
      <Link to={links.orderHref(order.id)} className="pm-order-card__link">
        <header className="pm-card-head">
          <h2 className="pm-card-head__title">{order.supplierName}</h2>
          <StatusBadge status={order.status} text={order.statusText} />
        </header>
        {order.lineCount === 1 && first ? (
          <OrderGoods
            line={{
              id: first.id,
              image: first.image,
              name: first.name,
              spec: specText(first),
              unit: first.unit,
              price: first.price,
              num: first.num,
              amount: first.amount,
            }}
          />
        ) : (
          <div className="pm-order-card__thumbs">
            {order.lines.map((l) => (
              <SquarePicture key={l.id} src={l.image} size={64} alt={l.name} />
            ))}
          </div>
        )}
        <footer className="pm-card-foot">
          <span className="pm-muted">
            {order.orderNo} · {timeText(order.createdAt)}
          </span>
          <span>
            共 {order.quantity} 件 <span className="pm-money">{formatFen(order.amount)}</span>
          </span>
        </footer>
      </Link>
      <OrderActions order={order} links={links} />
    </article>
  );
}
