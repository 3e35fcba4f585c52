import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { GoodsDetail } from '@pm/contract/goods';
import { formatFen } from '@pm/contract/format';
import { useGoodsDetail } from '../api/goods-detail';
import { freightText, specRows } from '../model/goods-view';
import { stockLabel } from '../model/stock-label';
import { firstPicture } from '@/ui/mobile/first-screen';
import { CartIcon } from '@/ui/mobile/icons';
import { useAfterIdle } from '@/ui/mobile/use-after-idle';
import { MobilePrice } from './goods-card';
import type { GoodsLinks } from './links';
import { GoodsGallery } from './goods-gallery';
import { QuantityStepper } from './quantity-stepper';
import { SimilarGoods } from './similar-goods';
import './goods-detail.css';
import { LazyQueryError } from './lazy-query-error';
import { useGoodsBuying } from '../model/use-goods-buying';

export type BuyAction = 'append' | 'buy';

/** The gallery's first picture alone, as index.html's first screen draws it (ui/mobile/first-screen.ts). */
function FirstPicture({ src, alt }: { src: string; alt: string }) {
  return (
    <div className="mg-gallery">
      <div className="pm-snap">
        <div className="mg-gallery__slide">
          <img src={src} alt={alt} width={400} height={400} fetchPriority="high" decoding="sync" />
        </div>
      </div>
    </div>
  );
}

function DetailSkeleton({ id }: { id: string }) {
  // The picture index.html has already drawn for this goods stays while its data arrives.
  const drawn = firstPicture(id);
  return (
    <div aria-busy="true" aria-label="正在加载商品">
      {drawn ? (
        <FirstPicture src={drawn.image} alt={drawn.alt} />
      ) : (
        <div className="mg-gallery mg-gallery--empty" />
      )}
      <div className="mg-detail__card">
        <span className="mg-skel-line" style={{ width: '40%', height: 22 }} />
        <span className="mg-skel-line" style={{ marginTop: 12 }} />
        <span className="mg-skel-line mg-skel-line--short" style={{ marginTop: 8 }} />
      </div>
    </div>
  );
}

function Delivery({ goods, areaPicker }: { goods: GoodsDetail; areaPicker: ReactNode }) {
  const stock = stockLabel(goods.stock);
  return (
    <div className="mg-detail__row mg-detail__row--area">
      <span className="mg-detail__label">配送至</span>
      <div className="mg-detail__value">
        {areaPicker}
        {goods.areaLimited ? (
          <p className="mg-detail__limited" role="alert">
            该地区不在销售范围
          </p>
        ) : (
          <p className="mg-detail__stock">
            <strong className={`mg-stock--${stock.tone}`}>{stock.text}</strong>
            {goods.deliveryText && <span>{goods.deliveryText}</span>}
          </p>
        )}
      </div>
    </div>
  );
}

function DetailBody({
  goods,
  signedIn,
  areaPicker,
  links,
  onAction,
  fetching,
  more,
}: {
  goods: GoodsDetail;
  signedIn: boolean;
  areaPicker: ReactNode;
  links: Pick<GoodsLinks, 'detail' | 'list' | 'cart' | 'category'>;
  onAction: (kind: BuyAction, goods: GoodsDetail, num: number) => Promise<void>;
  fetching: boolean;
  more?: (goods: GoodsDetail, num: number) => ReactNode;
}) {
  const { rule, num, setNum, hint, blocked, overStock, busy, added, act } = useGoodsBuying<BuyAction>(goods, {
    signedIn,
    run: (kind, n) => onAction(kind, goods, n),
    confirms: (kind) => kind === 'append',
  });
  const images = goods.images.length ? goods.images : [goods.image];
  // not in the page's first commit and layout (one long task on a slow phone)
  const below = useAfterIdle();

  return (
    <div className={fetching ? 'mg-detail is-fetching' : 'mg-detail'}>
      <GoodsGallery images={images} name={goods.name} />

      <section className="mg-detail__card mg-detail__price-card" aria-label="价格">
        <div className="mg-detail__price-row">
          <span className="mg-detail__price-label">{goods.agreement ? '协议价' : '商城价'}</span>
          <MobilePrice fen={goods.price} className="mg-detail__price" />
          <span className="mg-detail__unit">/{goods.unit}</span>
        </div>
        {(goods.marketPrice > goods.price || (goods.agreement && goods.listPrice > goods.price)) && (
          <p className="mg-detail__sub-price">
            {goods.agreement && goods.listPrice > goods.price && (
              <>
                商城价 <del>{formatFen(goods.listPrice)}</del>
              </>
            )}
            {goods.marketPrice > goods.price && (
              <>
                市场价 <del>{formatFen(goods.marketPrice)}</del>
              </>
            )}
          </p>
        )}
        {!signedIn && <p className="mg-detail__login-tip">登录后查看本企业协议价</p>}
        <h1 className="mg-detail__title">{goods.name}</h1>
        <p className="mg-detail__brand">
          <span>品牌：{goods.brandName}</span>
          {goods.model && <span>型号：{goods.model}</span>}
        </p>
        {!goods.onSale && <p className="mg-detail__limited">该商品已下架</p>}
      </section>

      <section className="mg-detail__card" aria-label="配送与购买">
        <Delivery goods={goods} areaPicker={areaPicker} />
        <div className="mg-detail__row">
          <span className="mg-detail__label">运费</span>
          <span className="mg-detail__value">{goods.areaLimited ? '—' : freightText(goods.freight)}</span>
        </div>
        <div className="mg-detail__row">
          <span className="mg-detail__label">供应商</span>
          <span className="mg-detail__value">{goods.supplier.name || goods.supplierName}</span>
        </div>
        {goods.variants.length > 0 && (
          <div className="mg-detail__row">
            <span className="mg-detail__label">规格</span>
            <ul className="mg-detail__variants">
              <li>
                <span className="mg-variant is-on" aria-current="true">
                  {goods.spec || goods.model}
                </span>
              </li>
              {goods.variants
                .filter((v) => v.id !== goods.id)
                .map((v) => (
                  <li key={v.id}>
                    <Link className="mg-variant" to={links.detail(v.id)} replace>
                      {v.spec || v.model}
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        )}
        <div className="mg-detail__row mg-detail__row--qty">
          <span className="mg-detail__label">数量</span>
          <div className="mg-detail__value">
            <QuantityStepper value={num} rule={rule} onChange={setNum} label="购买数量" disabled={blocked} />
            {hint && <p className="mg-detail__hint">{hint}</p>}
            {overStock && <p className="mg-detail__warn">库存不足，仅剩 {goods.stock}</p>}
          </div>
        </div>
        {more?.(goods, num)}
      </section>

      {/* Below the first screen: the specifications and similar goods render once the top is up. */}
      {below && (
        <>
          <section className="mg-detail__card" aria-labelledby="mg-detail-specs">
            <h2 className="mg-detail__h2" id="mg-detail-specs">
              规格参数
            </h2>
            <dl className="mg-detail__specs">
              {specRows(goods).map((r, i) => (
                <div key={`${i}-${r.name}`}>
                  <dt>{r.name}</dt>
                  <dd>{r.value}</dd>
                </div>
              ))}
            </dl>
            {goods.description && (
              <>
                <h2 className="mg-detail__h2">商品介绍</h2>
                {/* HTML the server kept to its allow-list (contract: goodsDetail.description) */}
                <div className="mg-detail__desc" dangerouslySetInnerHTML={{ __html: goods.description }} />
              </>
            )}
            {goods.catalogPath.length > 0 && (
              <p className="mg-detail__path">
                分类：
                {goods.catalogPath.map((c, i) => (
                  <span key={c.id}>
                    {i > 0 && ' / '}
                    <Link to={links.category(c.id)}>{c.name}</Link>
                  </span>
                ))}
              </p>
            )}
          </section>

          <SimilarGoods id={goods.id} divisionCode={goods.divisionCode} hrefOf={links.detail} />
        </>
      )}

      <div className="mg-buybar" role="group" aria-label="购买">
        <Link to={links.cart} className="mg-buybar__cart" aria-label="购物车">
          <CartIcon />
          <span>购物车</span>
        </Link>
        <button
          type="button"
          className="mg-buybar__btn mg-buybar__btn--cart"
          // goods without stock for the area cannot be bought now: neither button takes them
          disabled={blocked || goods.stock <= 0 || busy !== null}
          aria-busy={busy === 'append'}
          onClick={() => void act('append')}
        >
          {busy === 'append' ? '正在加入…' : added === 'append' ? '✓ 已加入购物车' : '加入购物车'}
        </button>
        <button
          type="button"
          className="mg-buybar__btn mg-buybar__btn--buy"
          disabled={blocked || goods.stock <= 0 || busy !== null}
          aria-busy={busy === 'buy'}
          onClick={() => void act('buy')}
        >
          {busy === 'buy' ? '正在提交…' : '立即购买'}
        </button>
      </div>
    </div>
  );
}

/**
 * The phone goods detail of both mobile areas: gallery, price (the organization's agreement price for
 * a signed-in buyer), name, delivery area with its stock and delivery promise (`areaPicker` is the
 * area's picker), freight, supplier, other specifications, quantity (MOQ and order multiple), the
 * specification table, similar goods, and the bar 加入购物车 · 立即购买 (`onAction`; the area decides
 * what a guest's press does).
 */
export function GoodsDetailView({
  id,
  divisionCode,
  signedIn,
  areaPicker,
  links,
  onAction,
  onLoaded,
  more,
}: {
  id: string;
  divisionCode: string;
  signedIn: boolean;
  areaPicker: ReactNode;
  links: Pick<GoodsLinks, 'detail' | 'list' | 'cart' | 'category'>;
  onAction: (kind: BuyAction, goods: GoodsDetail, num: number) => Promise<void>;
  /** Called once per goods when it is on screen (analytics). */
  onLoaded?: (id: string) => void;
  /** The area's further rows under the quantity (加入采购计划 …), given the chosen quantity. */
  more?: (goods: GoodsDetail, num: number) => ReactNode;
}) {
  const detail = useGoodsDetail(id, divisionCode);
  const loaded = detail.isSuccess && detail.data.id === id;
  useEffect(() => {
    if (loaded) onLoaded?.(id);
  }, [loaded, id, onLoaded]);

  if (detail.isPending) return <DetailSkeleton id={id} />;
  if (detail.isError) {
    return (
      <LazyQueryError error={detail.error}>
        <Link className="mg-detail__away" to={links.list({})}>
          去看看其他商品
        </Link>
      </LazyQueryError>
    );
  }
  return (
    <DetailBody
      goods={detail.data}
      signedIn={signedIn}
      areaPicker={areaPicker}
      links={links}
      onAction={onAction}
      fetching={detail.isFetching}
      more={more}
    />
  );
}
