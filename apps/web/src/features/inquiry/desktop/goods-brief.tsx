import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GoodsCard } from '@pm/contract/goods';
import { pictureSet } from '@pm/contract/picture';

const detailPath = (id: string) => `/shop/detail/${encodeURIComponent(id)}`;

/**
 * One goods in a table cell: image, name (to the detail page) and a line of facts: brand, model,
 * specification and code, or what the caller gives (`facts`). `small` for the tables inside a row.
 */
export function GoodsBrief({
  goods,
  facts,
  small = false,
}: {
  goods: GoodsCard;
  facts?: ReactNode;
  small?: boolean;
}) {
  const size = small ? 40 : 56;
  const about = [goods.brandName, goods.model, goods.spec].filter((t) => t !== '').join(' · ');
  return (
    <div className={small ? 'inq-goods inq-goods--small' : 'inq-goods'}>
      <Link to={detailPath(goods.id)} className="inq-goods__img">
        <img
          {...pictureSet(goods.image, size)}
          alt={goods.name}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
        />
      </Link>
      <div className="inq-goods__text">
        <Link to={detailPath(goods.id)} className="inq-goods__name" title={goods.name}>
          {goods.name}
        </Link>
        {facts ?? (
          <>
            <div className="inq-goods__facts">{about}</div>
            <div className="inq-goods__facts">商品编码 {goods.skuCode}</div>
          </>
        )}
      </div>
    </div>
  );
}
