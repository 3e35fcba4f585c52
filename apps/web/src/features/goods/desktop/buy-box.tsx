import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Link } from 'react-router';
import type { GoodsDetail } from '@pm/contract/goods';
import { formatFen } from '@pm/contract/format';
import { runOrDefer, type PendingActionKind } from '@/lib/pending-action';
import { freightText } from '../model/goods-view';
import { useGoodsBuying } from '../model/use-goods-buying';
import { detailPath } from './goods-card';
import { Price, stockText } from './price';
import { QuantityStepper } from './quantity-stepper';

type BuyKind = PendingActionKind;

/** A guest's action is kept (ShopTodoAction) and replayed after signing in. */
const runBuy = (goodsId: string) => (kind: BuyKind, num: number) =>
  runOrDefer(kind, kind === 'addInquiry' ? { itemId: goodsId, num } : { id: goodsId, num });

/**
 * The desktop goods detail's buying column: name, prices (the organization's agreement price for a
 * signed-in buyer), delivery area with stock and promise (`areaPicker` is the shop's picker), freight,
 * supplier, other specifications, quantity, and 加入购物车 · 立即购买 · 加入核价单 · 加入询价篮 (a guest's
 * press is kept for after signing in; 立即购买 opens the cart). 商品纠错 calls `onReport`.
 */
export function BuyBox({
  goods,
  signedIn,
  areaPicker,
  onReport,
  moreActions,
}: {
  goods: GoodsDetail;
  signedIn: boolean;
  areaPicker: ReactNode;
  onReport: () => void;
  /** The page's further actions beside the buttons (加入采购计划 …), given the chosen quantity. */
  moreActions?: (num: number) => ReactNode;
}) {
  const { rule, num, setNum, hint, blocked, overStock, busy, added, act } = useGoodsBuying<BuyKind>(goods, {
    signedIn,
    run: runBuy(goods.id),
    confirms: (kind) => kind !== 'buy',
  });
  const stock = stockText(goods.stock);

  return (
    <div className="shop-detail__info">
      <h1 className="shop-detail__title">{goods.name}</h1>
      <p className="shop-detail__sub">
        <span>品牌：{goods.brandName}</span>
        {goods.model && <span>型号：{goods.model}</span>}
        <span>商品编码：{goods.skuCode}</span>
      </p>

      <div className="shop-detail__pricebox">
        <div className="shop-detail__price-row">
          <span className="shop-detail__label">{goods.agreement ? '协议价' : '商城价'}</span>
          <Price fen={goods.price} className="shop-detail__price" />
          {goods.agreement && <span className="pm-tag pm-tag--agreement">协议价</span>}
          <span className="shop-detail__unit">/{goods.unit}</span>
        </div>
        {(goods.marketPrice > goods.price || (goods.agreement && goods.listPrice > goods.price)) && (
          <div className="shop-detail__price-row shop-detail__price-row--sub">
            {goods.agreement && goods.listPrice > goods.price && (
              <>
                <span className="shop-detail__label">商城价</span>
                <del>{formatFen(goods.listPrice)}</del>
              </>
            )}
            {goods.marketPrice > goods.price && (
              <>
                <span className="shop-detail__label">市场价</span>
                <del>{formatFen(goods.marketPrice)}</del>
              </>
            )}
          </div>
        )}
        {!signedIn && <p className="shop-detail__login-tip">登录后查看本企业协议价</p>}
      </div>

      <dl className="shop-detail__rows">
        <dt>配送至</dt>
        <dd className="shop-detail__delivery">
          {areaPicker}
          {goods.areaLimited ? (
            <span className="shop-detail__limited" role="alert">
              该地区不在销售范围
            </span>
          ) : (
            <>
              {goods.stock > 0 && <strong className={`pm-stock--${stock.tone}`}>{stock.text}</strong>}
              {goods.deliveryText ? (
                <span className={goods.stock > 0 ? 'shop-detail__promise' : 'shop-detail__promise is-out'}>
                  {goods.deliveryText}
                </span>
              ) : (
                goods.stock <= 0 && <strong className="pm-stock--out">{stock.text}</strong>
              )}
            </>
          )}
        </dd>
        <dt>运费</dt>
        <dd>{goods.areaLimited ? '—' : freightText(goods.freight)}</dd>
        <dt>供应商</dt>
        <dd>{goods.supplier.name || goods.supplierName}</dd>
        {goods.variants.length > 0 && (
          <>
            <dt>规格</dt>
            <dd>
              <ul className="shop-detail__variants">
                <li>
                  <span className="shop-detail__variant is-on">{goods.spec || goods.model}</span>
                </li>
                {goods.variants
                  .filter((v) => v.id !== goods.id)
                  .map((v) => (
                    <li key={v.id}>
                      <Link className="shop-detail__variant" to={detailPath(v.id)}>
                        {v.spec || v.model}
                      </Link>
                    </li>
                  ))}
              </ul>
            </dd>
          </>
        )}
        <dt>数量</dt>
        <dd className="shop-detail__qty">
          <QuantityStepper value={num} rule={rule} onChange={setNum} disabled={blocked} />
          <span className="shop-detail__unit">{goods.unit}</span>
          {hint && <span className="shop-detail__hint">{hint}</span>}
          {overStock && <span className="shop-detail__warn">库存不足，仅剩 {goods.stock}</span>}
        </dd>
      </dl>

      <div className="shop-detail__actions">
        <Button
          type="primary"
          size="large"
          className="shop-detail__cart"
          disabled={blocked}
          loading={busy === 'append'}
          onClick={() => void act('append')}
        >
          {added === 'append' ? '✓ 已加入购物车' : '加入购物车'}
        </Button>
        <Button
          size="large"
          danger
          disabled={blocked || goods.stock <= 0}
          loading={busy === 'buy'}
          onClick={() => void act('buy')}
        >
          立即购买
        </Button>
        <Button
          size="large"
          loading={busy === 'addCompare'}
          disabled={!goods.onSale}
          onClick={() => void act('addCompare')}
        >
          {added === 'addCompare' ? '✓ 已加入核价单' : '加入核价单'}
        </Button>
        <Button
          size="large"
          loading={busy === 'addInquiry'}
          disabled={!goods.onSale}
          onClick={() => void act('addInquiry')}
        >
          {added === 'addInquiry' ? '✓ 已加入询价篮' : '加入询价篮'}
        </Button>
        {moreActions?.(num)}
      </div>
      <p className="shop-detail__foot">
        <span>正品保障 · 增值税专用发票 · 企业对公支付</span>
        <button type="button" className="shop-detail__report" onClick={onReport}>
          商品纠错
        </button>
      </p>
    </div>
  );
}
