import type { ReactNode } from 'react';
import { formatFen } from '@pm/contract/format';
import { SquarePicture } from '@/ui/mobile/square-picture';
import '@/ui/mobile/mobile-parts.css';
import './order-mobile.css';

/** The goods of one line as the mobile order screens show it: picture, name, spec, price × quantity. */
export interface GoodsLineView {
  id: string;
  image: string;
  name: string;
  /** Brand, model, spec in one line. */
  spec: string;
  unit: string;
  price: number;
  num: number;
  amount: number;
}

export function specText(l: { brandName?: string; model?: string; spec?: string }): string {
  return [l.brandName, l.model && `型号 ${l.model}`, l.spec].filter(Boolean).join(' · ');
}

/** One goods line; `extra` (a delivery date, a note) goes under it. */
export function OrderGoods({ line, extra }: { line: GoodsLineView; extra?: ReactNode }) {
  return (
    <div className="pm-og">
      <SquarePicture className="pm-og__image" src={line.image} size={64} />
      <div className="pm-og__info">
        <div className="pm-og__name">{line.name}</div>
        {line.spec && <div className="pm-og__spec">{line.spec}</div>}
        <div className="pm-og__row">
          <span>
            {formatFen(line.price)}
            <span className="pm-og__num">
              {' '}
              × {line.num}
              {line.unit}
            </span>
          </span>
          <span className="pm-money">{formatFen(line.amount)}</span>
        </div>
        {extra ? <div className="pm-og__extra">{extra}</div> : null}
      </div>
    </div>
  );
}
