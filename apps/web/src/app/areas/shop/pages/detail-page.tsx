import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { Link, useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import type { GoodsDetail } from '@pm/contract/goods';
import { formatFen } from '@pm/contract/format';
import { useAuthStore } from '@/features/auth/model/auth-store';
import { getGoodsDetailQuery, useGoodsDetail } from '@/features/goods/api/goods-detail';
import { useGoodsRecommend } from '@/features/goods/api/goods-recommend';
import { catalogPath } from '@/features/goods/desktop/category-menu';
import { detailPath, GoodsCardItem, GoodsCardSkeletons } from '@/features/goods/desktop/goods-card';
import { GoodsGallery } from '@/features/goods/desktop/goods-gallery';
import { Price, stockText } from '@/features/goods/desktop/price';
import { QuantityStepper } from '@/features/goods/desktop/quantity-stepper';
import { minQuantity, quantityHint } from '@/features/goods/model/quantity';
import { recordEmbeddingPoint } from '@/features/mall/api/embedding-point';
import { useShopStore } from '@/features/mall/model/shop-store';
import { loginPathFor, navigateTo } from '@/lib/login-flow';
import { notify } from '@/lib/notify';
import { LOGIN_REQUIRED_TEXT, runOrDefer, type PendingActionKind } from '@/lib/pending-action';
import { queryClient } from '@/lib/query-client';
import { useFlash } from '@/lib/use-flash';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { ShopAreaPicker } from '../shop-header';
import './detail.css';

const WorkOrderModal = lazy(() =>
  import('@/features/mall/desktop/work-order-modal').then((m) => ({ default: m.WorkOrderModal })),
);

/** Starts loading the goods (for the delivery area of the shop state) with the page's code. */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.id) {
    void queryClient.prefetchQuery(getGoodsDetailQuery(params.id, useShopStore.getState().divisionCode));
  }
  return null;
}

/** 运费: free, a fee, or a fee with the amount above which it is free. */
function freightText(f: GoodsDetail['freight']): string {
  if (f.fee <= 0) return '免运费';
  if (f.freeThreshold > 0) return `运费 ${formatFen(f.fee)}，满 ${formatFen(f.freeThreshold)} 包邮`;
  return `运费 ${formatFen(f.fee)}`;
}

function SpecTable({ goods }: { goods: GoodsDetail }) {
  const rows: { name: string; value: string }[] = [
    { name: '商品名称', value: goods.name },
    { name: '商品编码', value: goods.skuCode },
    { name: '品牌', value: goods.brandName },
    { name: '型号', value: goods.model },
    { name: '规格', value: goods.spec },
    { name: '单位', value: goods.unit },
    { name: '起订量', value: `${goods.moq}${goods.unit}` },
    { name: '订货倍数', value: String(goods.orderMultiple) },
  ];
  // the goods' own attributes: one of the same name replaces the general row, the others follow
  for (const a of goods.attrs) {
    const same = rows.find((r) => r.name === a.name);
    if (same) same.value = a.value;
    else rows.push({ ...a });
  }
  const shown = rows.filter((r) => r.value !== '');
  return (
    <table className="shop-detail__specs">
      <tbody>
        {shown.map((r, i) => (
          <tr key={`${i}-${r.name}`}>
            <th scope="row">{r.name}</th>
            <td>{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type BuyKind = PendingActionKind;

function BuyBox({ goods, signedIn }: { goods: GoodsDetail; signedIn: boolean }) {
  const location = useLocation();
  const rule = { moq: goods.moq, orderMultiple: goods.orderMultiple };
  const [num, setNum] = useState(() => minQuantity(rule));
  const [busy, setBusy] = useState<BuyKind | null>(null);
  // 已加入 on the button for a moment: the shop's toast lasts 500 ms, too short to be seen
  const [added, flash] = useFlash<BuyKind>();
  const [reporting, setReporting] = useState(false);
  useEffect(
    () => setNum(minQuantity({ moq: goods.moq, orderMultiple: goods.orderMultiple })),
    [goods.id, goods.moq, goods.orderMultiple],
  );

  const stock = stockText(goods.stock);
  const blocked = goods.areaLimited || !goods.onSale;
  const hint = quantityHint(rule, goods.unit);

  const act = async (kind: BuyKind) => {
    setBusy(kind);
    try {
      // a guest's action is kept (ShopTodoAction) and replayed after signing in
      await runOrDefer(kind, kind === 'addInquiry' ? { itemId: goods.id, num } : { id: goods.id, num });
      // a guest's press waits for the sign-in (nothing added yet); 立即购买 opens the cart
      if (signedIn && kind !== 'buy') flash(kind);
    } catch {
      // the call already told the buyer (toast)
    } finally {
      setBusy(null);
    }
  };

  const report = () => {
    if (signedIn) setReporting(true);
    else {
      notify(LOGIN_REQUIRED_TEXT, 'info');
      navigateTo(loginPathFor(`#${location.pathname}${location.search}`));
    }
  };

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
          <ShopAreaPicker className="shop-detail__area" />
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
          {goods.stock > 0 && num > goods.stock && !goods.areaLimited && (
            <span className="shop-detail__warn">库存不足，仅剩 {goods.stock}</span>
          )}
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
      </div>
      <p className="shop-detail__foot">
        <span>正品保障 · 增值税专用发票 · 企业对公支付</span>
        <button type="button" className="shop-detail__report" onClick={report}>
          商品纠错
        </button>
      </p>
      {reporting && (
        <Suspense fallback={null}>
          <WorkOrderModal
            goodsId={goods.id}
            goodsName={goods.name}
            open={reporting}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

function Recommend({ id, divisionCode }: { id: string; divisionCode: string }) {
  const { data, isPending, isError } = useGoodsRecommend(id, 10, divisionCode);
  if (isError || (data && data.length === 0)) return null;
  return (
    <section className="shop-detail__recommend" aria-labelledby="detail-recommend">
      <h2 id="detail-recommend">相似商品推荐</h2>
      <div className="shop-detail__recommend-grid">
        {isPending ? (
          <GoodsCardSkeletons count={5} size="small" />
        ) : (
          data.map((g) => <GoodsCardItem key={g.id} goods={g} size="small" />)
        )}
      </div>
    </section>
  );
}

/**
 * /shop/detail/:id: the goods detail. A goods item that does not exist (or is delisted) shows the
 * server's message on the page.
 */
export default function ShopDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const divisionCode = useShopStore((s) => s.divisionCode);
  const signedIn = useAuthStore((s) => s.isAuthorized);
  const detail = useGoodsDetail(id, divisionCode);
  const loaded = detail.isSuccess && detail.data.id === id;

  useEffect(() => {
    if (loaded) recordEmbeddingPoint({ event: 'goods_view', goodsId: id });
  }, [loaded, id]);

  if (detail.isPending) {
    return (
      <Panel>
        <div className="shop-detail__loading">
          <Skeleton.Image active style={{ width: 420, height: 420 }} />
          <Skeleton active paragraph={{ rows: 9 }} />
        </div>
      </Panel>
    );
  }
  if (detail.isError) {
    return (
      <Panel>
        <QueryError error={detail.error}>
          <Button type="primary" onClick={() => navigate('/shop/list')}>
            去看看其他商品
          </Button>
          <Button onClick={() => navigate('/shop')}>返回首页</Button>
        </QueryError>
      </Panel>
    );
  }
  const goods = detail.data;
  return (
    <div className="shop-detail">
      {goods.catalogPath.length > 0 && (
        <nav className="shop-detail__path" aria-label="商品分类">
          {goods.catalogPath.map((c, i) => (
            <span key={c.id}>
              {i > 0 && <i aria-hidden="true">›</i>}
              <Link to={catalogPath(c.name)}>{c.name}</Link>
            </span>
          ))}
          <i aria-hidden="true">›</i>
          <span className="shop-detail__path-brand">{goods.brandName}</span>
        </nav>
      )}
      <section className={detail.isFetching ? 'shop-detail__main is-fetching' : 'shop-detail__main'}>
        <GoodsGallery images={goods.images.length ? goods.images : [goods.image]} name={goods.name} />
        <BuyBox goods={goods} signedIn={signedIn} />
      </section>
      <div className="shop-detail__below">
        <section className="shop-detail__panel" aria-labelledby="detail-specs">
          <h2 id="detail-specs">规格参数</h2>
          <SpecTable goods={goods} />
          {goods.description && (
            <>
              <h2>商品介绍</h2>
              <p className="shop-detail__desc">{goods.description}</p>
            </>
          )}
        </section>
        <aside className="shop-detail__side">
          <h2>供应商</h2>
          <p className="shop-detail__supplier">{goods.supplier.name || goods.supplierName}</p>
          <ul>
            <li>
              品牌：{goods.brand.nameCn}
              {goods.brand.nameEn && goods.brand.nameEn !== goods.brand.nameCn
                ? ` / ${goods.brand.nameEn}`
                : ''}
            </li>
            {goods.catalogPath.length > 0 && (
              <li>分类：{goods.catalogPath.map((c) => c.name).join(' / ')}</li>
            )}
          </ul>
          <Link to={`/shop/list?k=${encodeURIComponent(goods.brandName)}`} className="pm-btn pm-btn--block">
            查看该品牌商品
          </Link>
        </aside>
      </div>
      <Recommend id={id} divisionCode={divisionCode} />
    </div>
  );
}
