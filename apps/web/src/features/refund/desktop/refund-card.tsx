import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatFen } from '@pm/contract/format';
import type { RefundSummary } from '@pm/contract/refund';
import { pictureSet } from '@pm/contract/picture';
import { timeText } from '../model/refund-view';
import { RefundStatusTag } from './refund-status-tag';
import './refund.css';

/**
 * One refund in a list: a header (申请时间, 售后单号, 订单号, the other party), its first goods with
 * image, name and pieces, the type and reason, the amount, the status and the actions the caller passes.
 */
export function RefundCard({
  refund,
  detailPath,
  orderPath,
  party,
  actions,
}: {
  refund: RefundSummary;
  detailPath: string;
  orderPath: string;
  /** Who the refund is with: 供应商 for a buyer, 采购商 for a supplier. */
  party: 'supplier' | 'buyer';
  actions: ReactNode;
}) {
  const more = refund.lineCount - refund.lines.length;
  return (
    <article className="refund-card" data-testid="refund-card" aria-label={`售后单 ${refund.refundNo}`}>
      <header className="refund-card__head">
        <span>申请时间：{timeText(refund.createdAt)}</span>
        <span>
          售后单号：
          <Link to={detailPath} className="refund-card__no">
            {refund.refundNo}
          </Link>
        </span>
        <span>
          订单号：
          <Link to={orderPath} className="refund-link">
            {refund.orderNo}
          </Link>
        </span>
        <span className="refund-card__party">
          {party === 'supplier'
            ? `供应商：${refund.supplierName}`
            : `采购商：${refund.buyerOrganizationName}${refund.applicantName ? `（${refund.applicantName}）` : ''}`}
        </span>
      </header>
      <div className="refund-card__body">
        <ul className="refund-card__lines">
          {refund.lines.map((line) => (
            <li key={line.id} className="refund-card__line">
              <img {...pictureSet(line.image, 56)} alt="" width={56} height={56} loading="lazy" />
              <div className="refund-card__line-info">
                <Link
                  to={`/shop/detail/${line.goodsId}`}
                  className="refund-card__line-name"
                  title={line.name}
                >
                  {line.name}
                </Link>
                <div className="refund-card__line-meta">
                  {[line.model && `型号 ${line.model}`, line.spec].filter(Boolean).join(' · ') ||
                    line.skuCode}
                </div>
              </div>
              <div className="refund-card__line-num">
                ×{line.num}
                {line.unit}
              </div>
            </li>
          ))}
          {more > 0 && (
            <li className="refund-card__more">
              <Link to={detailPath}>还有 {more} 种商品，查看全部</Link>
            </li>
          )}
        </ul>
        <div className="refund-card__type">
          <strong>{refund.typeText}</strong>
          <span>{refund.reasonText}</span>
        </div>
        <div className="refund-card__amount">
          <strong>{formatFen(refund.amount)}</strong>
          <span>共 {refund.quantity} 件</span>
        </div>
        <div className="refund-card__status">
          <RefundStatusTag status={refund.status} text={refund.statusText} />
        </div>
        <div className="refund-card__actions">{actions}</div>
      </div>
    </article>
  );
}
