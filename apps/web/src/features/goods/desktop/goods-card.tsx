import { memo } from 'react';
import { Link } from 'react-router';
import type { GoodsCard as Card } from '@pm/contract/goods';
import { Price, stockText } from './price';
import { GoodsPicture } from './goods-picture';
import './goods.css';

/** The detail address of a goods item. */
export const detailPath = (id: string) => `/shop/detail/${encodeURIComponent(id)}`;

/**
 * One goods item in a grid: image, price (协议价 when it is the buyer's agreement price), name on two
 * lines, brand and model, stock. Plain markup: a list page renders 60 of them at once.
 */
export const GoodsCardItem = memo(function GoodsCardItem({
  goods,
  eager = false,
  size = 'normal',
}: {
  goods: Card;
  /** Above the fold: load the image at once. */
  eager?: boolean;
  size?: 'normal' | 'small';
}) {
  const stock = stockText(goods.stock);
  const img = size === 'small' ? 150 : 200;
  return (
    <Link to={detailPath(goods.id)} className={`pm-gc pm-gc--${size}`} title={goods.name}>
      <span className="pm-gc__img">
        <GoodsPicture src={goods.image} alt={goods.name} width={img} eager={eager} />
      </span>
      <span className="pm-gc__price">
        <Price fen={goods.price} />
        {goods.agreement && <span className="pm-tag pm-tag--agreement">协议价</span>}
        {goods.marketPrice > goods.price && (
          <del className="pm-gc__market">
            <Price fen={goods.marketPrice} />
          </del>
        )}
      </span>
      <span className="pm-gc__name">{goods.name}</span>
      <span className="pm-gc__meta">
        <span className="pm-gc__brand">{goods.brandName}</span>
        {goods.model && <span className="pm-gc__model">{goods.model}</span>}
      </span>
      <span className={`pm-gc__stock pm-stock--${stock.tone}`}>{stock.text}</span>
    </Link>
  );
});

/** A row of the list view: image, name and attributes, supplier, price and stock side by side. */
export const GoodsRowItem = memo(function GoodsRowItem({ goods }: { goods: Card }) {
  const stock = stockText(goods.stock);
  return (
    <li className="pm-gr">
      <Link to={detailPath(goods.id)} className="pm-gr__img">
        <GoodsPicture src={goods.image} alt={goods.name} width={100} />
      </Link>
      <div className="pm-gr__main">
        <Link to={detailPath(goods.id)} className="pm-gr__name" title={goods.name}>
          {goods.name}
        </Link>
        <dl className="pm-gr__attrs">
          <dt>品牌</dt>
          <dd>{goods.brandName}</dd>
          {goods.model && (
            <>
              <dt>型号</dt>
              <dd>{goods.model}</dd>
            </>
          )}
          {goods.spec && (
            <>
              <dt>规格</dt>
              <dd>{goods.spec}</dd>
            </>
          )}
          <dt>单位</dt>
          <dd>{goods.unit}</dd>
        </dl>
        <span className="pm-gr__supplier">{goods.supplierName}</span>
      </div>
      <div className="pm-gr__side">
        <span className="pm-gr__price">
          <Price fen={goods.price} />
          {goods.agreement && <span className="pm-tag pm-tag--agreement">协议价</span>}
        </span>
        {goods.moq > 1 && (
          <span className="pm-gr__moq">
            {goods.moq}
            {goods.unit}起订
          </span>
        )}
        <span className={`pm-gr__stock pm-stock--${stock.tone}`}>{stock.text}</span>
      </div>
    </li>
  );
});

/** Placeholders of the grid while goods load (same size, no layout shift). */
export function GoodsCardSkeletons({ count, size = 'normal' }: { count: number; size?: 'normal' | 'small' }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={`pm-gc pm-gc--${size} pm-gc--skeleton`} aria-hidden="true">
          <span className="pm-gc__img" />
          <span className="pm-skel pm-skel--short" />
          <span className="pm-skel" />
          <span className="pm-skel pm-skel--short" />
        </span>
      ))}
    </>
  );
}

/** A small goods tile (image left, name and price right), e.g. under the home banners. */
export const GoodsMiniItem = memo(function GoodsMiniItem({ goods }: { goods: Card }) {
  return (
    <Link to={detailPath(goods.id)} className="pm-gm" title={goods.name}>
      <GoodsPicture src={goods.image} alt={goods.name} width={84} />
      <span className="pm-gm__text">
        <span className="pm-gm__name">{goods.name}</span>
        <Price fen={goods.price} />
      </span>
    </Link>
  );
});
