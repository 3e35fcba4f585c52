import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { Link, useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { useAccountKind } from '@/features/auth/model/account-kind';
import { useAuthStore } from '@/features/auth/model/auth-store';
import { getGoodsDetailQuery, useGoodsDetail } from '@/features/goods/api/goods-detail';
import { useGoodsRecommend } from '@/features/goods/api/goods-recommend';
import { BuyBox } from '@/features/goods/desktop/buy-box';
import { catalogPath } from '@/features/goods/desktop/category-menu';
import { GoodsCardItem, GoodsCardSkeletons } from '@/features/goods/desktop/goods-card';
import { GoodsGallery } from '@/features/goods/desktop/goods-gallery';
import { PublishedPoints } from '@/features/material/desktop/published-points';
import { SpecTable } from '@/features/goods/desktop/spec-table';
import { recordGoodsEvent } from '@/features/mall/api/analytics-event';
import { useShopStore } from '@/features/mall/model/shop-store';
import { loginPathFor, navigateTo } from '@/lib/login-flow';
import { notify } from '@/lib/notify';
import { LOGIN_REQUIRED_TEXT } from '@/lib/pending-action';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { ShopAreaPicker } from '../shop-header';
import './detail.css';

const AddToPlanButton = lazy(() =>
  import('@/features/purchasing-plan/desktop/add-to-plan').then((m) => ({ default: m.AddToPlanButton })),
);

const AddToSynergy = lazy(() =>
  import('@/features/purchasing-synergy/desktop/add-to-synergy').then((m) => ({ default: m.AddToSynergy })),
);
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

/** 商品纠错: a signed-in buyer writes a work order; a guest is asked to sign in first. */
function useReport() {
  const location = useLocation();
  const signedIn = useAuthStore((s) => s.isAuthorized);
  const [reporting, setReporting] = useState(false);
  const report = () => {
    if (signedIn) setReporting(true);
    else {
      notify(LOGIN_REQUIRED_TEXT, 'info');
      navigateTo(loginPathFor(`#${location.pathname}${location.search}`));
    }
  };
  return { reporting, report, close: () => setReporting(false) };
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

/** What a buyer keeps the goods for besides buying it now: 加入采购计划 (and the lists beside it). */
function ListActions({ goods, num }: { goods: { id: string; name: string; unit: string }; num: number }) {
  return (
    <Suspense fallback={null}>
      <AddToPlanButton goods={goods} quantity={num} plansHref="/shop/person/plan" />
      <AddToSynergy goodsId={goods.id} quantity={num} />
    </Suspense>
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
  const { reporting, report, close } = useReport();
  const buyer = useAccountKind() === 'buyer';

  useEffect(() => {
    if (loaded) recordGoodsEvent({ event: 'goods_view', goodsId: id });
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
        <BuyBox
          goods={goods}
          signedIn={signedIn}
          areaPicker={<ShopAreaPicker className="shop-detail__area" />}
          onReport={report}
          moreActions={buyer ? (num) => <ListActions goods={goods} num={num} /> : undefined}
        />
      </section>
      <div className="shop-detail__below">
        <section className="shop-detail__panel" aria-labelledby="detail-specs">
          <PublishedPoints goodsId={goods.id} />
          <h2 id="detail-specs">规格参数</h2>
          <SpecTable goods={goods} />
          {goods.description && (
            <>
              <h2>商品介绍</h2>
              {/* HTML the server kept to its allow-list (contract: goodsDetail.description) */}
              <div className="shop-detail__desc" dangerouslySetInnerHTML={{ __html: goods.description }} />
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
      {reporting && (
        <Suspense fallback={null}>
          <WorkOrderModal goodsId={goods.id} goodsName={goods.name} open={reporting} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
