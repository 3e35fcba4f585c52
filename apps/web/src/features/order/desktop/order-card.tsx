import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatFen } from '@pm/contract/format';
import { ORDER_REF_LABELS } from '@pm/contract/order-refs';
import type { OrderSummary } from '@pm/contract/order';
import { pictureSet } from '@pm/contract/picture';
import { timeText } from '../model/order-view';
import { OrderStatusTag } from './order-status-tag';
import './order.css';

/**
 * One order in a list: a header (下单时间, 订单号, the other party), its first lines with image, name,
 * quantity and price, the amount, the status and the actions the caller passes.
 */
export function OrderCard({
  order,
  detailPath,
  party,
  actions,
}: {
  order: OrderSummary;
  detailPath: string;
  /** Who the order is with: 供应商 for a buyer, 采购商 for a supplier. */
  party: 'supplier' | 'buyer';
  actions: ReactNode;
}) {
  const more = order.lineCount - order.lines.length;
  return (
    <article className="order-card" data-testid="order-card" aria-label={`订单 ${order.orderNo}`}>
      <header className="order-card__head">
        <span>下单时间：{timeText(order.createdAt)}</span>
        <span>
          订单号：
          <Link to={detailPath} className="order-card__no">
            {order.orderNo}
          </Link>
        </span>
        {order.poNumber && (
          <span className="order-card__po">
            {ORDER_REF_LABELS.poNumber}：{order.poNumber}
          </span>
        )}
        {party === 'supplier' ? (
          <span className="order-card__party">供应商：{order.supplierName}</span>
        ) : (
          <span className="order-card__party">
            采购商：{order.buyerOrganizationName}
            {order.buyerName ? `（${order.buyerName}）` : ''}
          </span>
        )}
      </header>
      <div className="order-card__body">
        <ul className="order-card__lines">
          {order.lines.map((line) => (
            <li key={line.id} className="order-card__line">
              <img {...pictureSet(line.image, 56)} alt="" width={56} height={56} loading="lazy" />
              <div className="order-card__line-info">
                <Link to={`/shop/detail/${line.goodsId}`} className="order-card__line-name" title={line.name}>
                  {line.name}
                </Link>
                <div className="order-card__line-meta">
                  {[line.model && `型号 ${line.model}`, line.spec].filter(Boolean).join(' · ') ||
                    line.skuCode}
                </div>
              </div>
              <div className="order-card__line-price">{formatFen(line.price)}</div>
              <div className="order-card__line-num">
                ×{line.num}
                {line.unit}
              </div>
            </li>
          ))}
          {more > 0 && (
            <li className="order-card__more">
              <Link to={detailPath}>还有 {more} 种商品，查看全部</Link>
            </li>
          )}
        </ul>
        <div className="order-card__amount">
          <strong>{formatFen(order.amount)}</strong>
          <span>
            共 {order.quantity} 件{order.freight > 0 ? `，含运费 ${formatFen(order.freight)}` : '，免运费'}
          </span>
          <span>企业月结</span>
        </div>
        <div className="order-card__status">
          <OrderStatusTag status={order.status} text={order.statusText} />
        </div>
        <div className="order-card__actions">{actions}</div>
      </div>
    </article>
  );
}
