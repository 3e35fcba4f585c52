import { Link } from 'react-router';
import { Tag } from 'antd';
import { formatFen } from '@pm/contract/format';
import type { OrderPreviewGroup } from '@pm/contract/order';
import { pictureSet } from '@pm/contract/picture';
import { deliveryDayText, lineDeliveryDate } from '../model/order-view';
import './order.css';

/**
 * One supplier's part of the confirm page (it becomes one order): its lines with image, name,
 * model/spec, unit price, quantity, amount and expected delivery day, the freight and the subtotal.
 */
export function ConfirmGroup({ group }: { group: OrderPreviewGroup }) {
  const days = group.lines.map((l) => l.deliveryDays);
  return (
    <section className="confirm-group" aria-label={group.supplierName} data-testid="confirm-group">
      <header className="confirm-group__head">
        <span>
          供应商：<strong>{group.supplierName}</strong>
        </span>
        <span className="confirm-group__date">预计 {deliveryDayText(group.expectedDate)} 前送达</span>
      </header>
      <ul className="confirm-group__lines">
        {group.lines.map((line) => {
          const meta = [line.goods.brandName, line.goods.model && `型号 ${line.goods.model}`, line.goods.spec]
            .filter(Boolean)
            .join(' · ');
          return (
            <li key={line.id} className="confirm-line" data-testid="confirm-line">
              <img {...pictureSet(line.goods.image, 64)} alt="" width={64} height={64} loading="lazy" />
              <div className="confirm-line__info">
                <Link to={`/shop/detail/${line.goodsId}`} className="confirm-line__name">
                  {line.goods.name}
                </Link>
                <div className="confirm-line__meta">{meta || `编码 ${line.goods.skuCode}`}</div>
                {line.state !== 'ok' && <div className="confirm-line__problem">{line.stateText}</div>}
              </div>
              <div className="confirm-line__price">
                {formatFen(line.price)}
                {line.priceChange !== 0 && (
                  <Tag color={line.priceChange < 0 ? 'green' : 'red'} className="confirm-line__tag">
                    比加入时{line.priceChange < 0 ? '降' : '涨'}
                    {formatFen(Math.abs(line.priceChange))}
                  </Tag>
                )}
              </div>
              <div className="confirm-line__num">
                ×{line.num}
                {line.goods.unit}
              </div>
              <div className="confirm-line__amount">{formatFen(line.amount)}</div>
              <div className="confirm-line__date">
                {deliveryDayText(lineDeliveryDate(group.expectedDate, line.deliveryDays, days))}
              </div>
            </li>
          );
        })}
      </ul>
      <footer className="confirm-group__foot">
        <span>
          商品 {group.selectedCount} 种，小计 {formatFen(group.subtotal)}
        </span>
        <span>
          运费：
          {group.freight.fee > 0 ? formatFen(group.freight.fee) : '免运费'}
          {group.freight.fee > 0 && group.freight.toFree > 0 && (
            <span className="confirm-group__hint">（再买 {formatFen(group.freight.toFree)} 可免运费）</span>
          )}
        </span>
        <span className="confirm-group__amount">
          本单合计：<strong>{formatFen(group.amount)}</strong>
        </span>
      </footer>
    </section>
  );
}
