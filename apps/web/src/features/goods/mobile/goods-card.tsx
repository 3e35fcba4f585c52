import { memo } from 'react';
import { Link } from 'react-router';
import type { GoodsCard } from '@pm/contract/goods';
import { formatFen } from '@pm/contract/format';
import { pictureSrc } from '@pm/contract/picture';
import { PHONE_PICTURE_CSS, type FirstImage } from '@/ui/mobile/first-screen';
import { useNearScreen } from '@/ui/mobile/use-near-screen';
import { stockLabel } from '../model/stock-label';
import './goods-card.css';

/** A price in fen: ¥ and the cents small, the yuan large. */
export function MobilePrice({ fen, className = '' }: { fen: number; className?: string }) {
  const text = formatFen(fen, '');
  const dot = text.lastIndexOf('.');
  return (
    <span className={`mg-price ${className}`}>
      <small>¥</small>
      {dot < 0 ? text : text.slice(0, dot)}
      {dot >= 0 && <small>{text.slice(dot)}</small>}
    </span>
  );
}

/** How wide (CSS px) a strip's narrow tile shows its picture. */
const COMPACT_CSS = 112;

/**
 * One goods item of a phone grid: a square image box reserved before the picture arrives (no layout
 * shift), asked for only once near the screen (useNearScreen); name on two lines, brand and model, the buyer's price (协议价 when it is
 * the organization's agreement price) and the stock of the delivery area.
 */
export const MobileGoodsCard = memo(function MobileGoodsCard({
  goods,
  href,
  eager = false,
  compact = false,
}: {
  goods: GoodsCard;
  href: string;
  /** On the first screen: load the image at once. */
  eager?: boolean;
  /** The narrow tile of a horizontal strip. */
  compact?: boolean;
}) {
  const stock = stockLabel(goods.stock);
  const picture = useNearScreen<HTMLSpanElement>(eager);
  return (
    <Link to={href} className={compact ? 'mg-card mg-card--compact' : 'mg-card'}>
      <span className="mg-card__img" ref={picture.ref}>
        {picture.near && (
          <img
            src={pictureSrc(goods.image, compact ? COMPACT_CSS : PHONE_PICTURE_CSS.card)}
            alt={goods.name}
            width={200}
            height={200}
            decoding="async"
          />
        )}
      </span>
      <span className="mg-card__body">
        <span className="mg-card__name">{goods.name}</span>
        {!compact && (
          <span className="mg-card__meta">
            {goods.brandName}
            {goods.model ? ` · ${goods.model}` : ''}
          </span>
        )}
        <span className="mg-card__price-row">
          <MobilePrice fen={goods.price} />
          {goods.agreement && <span className="mg-tag">协议价</span>}
        </span>
        {!compact && (
          <span className="mg-card__foot">
            <span className={`mg-stock mg-stock--${stock.tone}`}>{stock.text}</span>
            {goods.sales > 0 && <span>已售 {goods.sales}</span>}
          </span>
        )}
      </span>
    </Link>
  );
});

/**
 * Grey tiles of the grid's size while the goods load (the page keeps its height: no layout shift); the
 * first tiles show the pictures index.html has already drawn for this list, if any.
 */
export function GoodsGridSkeleton({ count = 4, pictures = [] }: { count?: number; pictures?: FirstImage[] }) {
  return (
    <div className="mg-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="mg-card mg-card--skeleton">
          <span className="mg-card__img">
            {pictures[i] && (
              <img
                src={pictures[i].image}
                alt=""
                width={200}
                height={200}
                fetchPriority="high"
                decoding="sync"
              />
            )}
          </span>
          <span className="mg-card__body">
            <span className="mg-skel-line" />
            <span className="mg-skel-line mg-skel-line--short" />
          </span>
        </div>
      ))}
    </div>
  );
}
