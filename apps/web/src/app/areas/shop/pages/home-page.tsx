import { startTransition, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatThousands } from '@pm/contract/format';
import { useCatalogTree, getCatalogTreeQuery } from '@/features/goods/api/catalog-tree';
import { getGoodsTypePageQuery, useGoodsTypePage } from '@/features/goods/api/goods-type-page';
import { getHotSellingQuery, useHotSelling } from '@/features/goods/api/hot-selling';
import { CategoryMenu } from '@/features/goods/desktop/category-menu';
import { GoodsCardItem, GoodsCardSkeletons, GoodsMiniItem } from '@/features/goods/desktop/goods-card';
import { GoodsFloor } from '@/features/goods/desktop/goods-floor';
import { listPathFor } from '@/features/goods/model/keyword';
import { getFloorListQuery, useFloorList } from '@/features/mall/api/floor-list';
import { getMallIndexQuery, useMallIndex } from '@/features/mall/api/mall-index';
import { BannerCarousel } from '@/features/mall/desktop/banner-carousel';
import { useShopStore } from '@/features/mall/model/shop-store';
import { loginPathFor, navigateTo } from '@/lib/login-flow';
import { queryClient } from '@/lib/query-client';
import { PlainEmpty } from '@/ui/desktop/plain-empty';
import { displayName, useDesktopSession } from '@/ui/desktop/use-desktop-session';
import { shopNoticeHref } from '../paths';
import './home.css';

const QUICK = [
  { to: '/shop/person/order', label: '我的订单', glyph: '单' },
  { to: '/shop/cart', label: '购物车', glyph: '车' },
  { to: '/shop/person/inquire', label: '我的询价', glyph: '询' },
  { to: '/shop/person/compare', label: '核价单', glyph: '核' },
  { to: '/shop/bid', label: '竞价大厅', glyph: '竞' },
  { to: '/shop/batch/purchase', label: '批量采购', glyph: '批' },
];

const HOT_LIMIT = 10;
const RECOMMEND = { type: 'recommend' as const, page: 1, limit: 20 };

function division(): string | undefined {
  return useShopStore.getState().divisionCode || undefined;
}

/** The first screen's data starts loading with the page's code. */
export function loader() {
  const d = division();
  void queryClient.prefetchQuery(getCatalogTreeQuery());
  void queryClient.prefetchQuery(getMallIndexQuery());
  void queryClient.prefetchQuery(getFloorListQuery(d));
  void queryClient.prefetchQuery(getHotSellingQuery({ limit: HOT_LIMIT, divisionCode: d }));
  void queryClient.prefetchQuery(getGoodsTypePageQuery({ ...RECOMMEND, divisionCode: d }));
  return null;
}

/**
 * False on the first render, true once the browser has painted it and been idle (or after a second): the
 * sections under the first screen (hot sellers, floors, recommendations: about a hundred goods cards) then
 * render as a transition of their own, in slices. In the page's first render they made React's work before
 * the banner (the LCP) could be painted several times longer, and its commit one long task.
 */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(show, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(show, 200);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}

function UserCard() {
  const { signedIn, user } = useDesktopSession();
  const location = useLocation();
  const name = displayName(user);
  return (
    <div className="shop-home__user">
      <div className="shop-home__user-head">
        <div className="shop-home__avatar" aria-hidden="true">
          {signedIn ? (name || '采').slice(0, 1) : '固'}
        </div>
        <div className="shop-home__user-text">
          <p className="shop-home__hello">
            {signedIn ? `您好，${name || '采购用户'}` : '您好，欢迎来到固买商城'}
          </p>
          <small>{signedIn ? user?.organizationName || '欢迎回来' : '登录后查看企业协议价'}</small>
        </div>
      </div>
      {signedIn ? (
        <>
          <div className="shop-home__user-actions">
            <Link className="pm-btn pm-btn--primary" to="/shop/person/order">
              个人中心
            </Link>
            <Link className="pm-btn" to="/shop/cart">
              购物车
            </Link>
          </div>
        </>
      ) : (
        <>
          <div className="shop-home__user-actions">
            <button
              type="button"
              className="pm-btn pm-btn--primary"
              onClick={() => navigateTo(loginPathFor(`#${location.pathname}`))}
            >
              登录
            </button>
            <Link className="pm-btn" to="/help/index">
              采购指南
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

function Notices() {
  const { data } = useMallIndex();
  const notices = data?.notices ?? [];
  return (
    <section className="shop-home__notices" aria-labelledby="home-notices">
      <header>
        <h2 id="home-notices">商城公告</h2>
        {notices[0] && <Link to={shopNoticeHref(notices[0].id)}>更多</Link>}
      </header>
      {notices.length === 0 ? (
        <p className="shop-home__muted">暂无公告</p>
      ) : (
        <ul>
          {notices.slice(0, 3).map((n) => (
            <li key={n.id}>
              <Link to={shopNoticeHref(n.id)} title={n.title}>
                <span className="shop-home__notice-tag">公告</span>
                {n.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Hero() {
  const navigate = useNavigate();
  const { data, isPending } = useMallIndex();
  if (data && data.banners.length > 0) return <BannerCarousel banners={data.banners} />;
  if (isPending) return <div className="shop-home__hero shop-home__hero--loading" aria-hidden="true" />;
  return (
    <div className="shop-home__hero">
      <h2>工业品一站式采购</h2>
      <p>搜索、比价、询价、竞价，企业采购全流程在线完成</p>
      <div className="shop-home__hero-actions">
        <button type="button" className="pm-btn pm-btn--large" onClick={() => navigate(listPathFor(''))}>
          浏览全部商品
        </button>
        <button
          type="button"
          className="pm-btn pm-btn--large pm-btn--ghost"
          onClick={() => navigate('/shop/bid')}
        >
          进入竞价大厅
        </button>
      </div>
    </div>
  );
}

/** Under the banners: four best sellers, small. */
function HotPicks({ divisionCode }: { divisionCode?: string }) {
  const { data } = useHotSelling({ limit: HOT_LIMIT, divisionCode });
  const picks = (data ?? []).slice(0, 4);
  return (
    <div className="shop-home__picks" aria-label="热卖推荐">
      {picks.map((g) => (
        <GoodsMiniItem key={g.id} goods={g} />
      ))}
    </div>
  );
}

function Stats() {
  const { data } = useMallIndex();
  const s = data?.stats;
  const items = [
    { label: '在售商品', value: s ? `${formatThousands(s.goodsCount)}` : '—', unit: '件' },
    { label: '合作品牌', value: s ? formatThousands(s.brandCount) : '—', unit: '个' },
    { label: '优选供应商', value: s ? formatThousands(s.supplierCount) : '—', unit: '家' },
    { label: '企业协议价', value: '专享', unit: '' },
  ];
  return (
    <ul className="shop-home__stats" aria-label="商城概况">
      {items.map((i) => (
        <li key={i.label}>
          <strong>
            {i.value}
            {i.unit && <small>{i.unit}</small>}
          </strong>
          <span>{i.label}</span>
        </li>
      ))}
    </ul>
  );
}

function HotSelling({ divisionCode }: { divisionCode?: string }) {
  const { data, isPending, isError } = useHotSelling({ limit: HOT_LIMIT, divisionCode });
  if (isError || (data && data.length === 0)) return null;
  return (
    <section className="shop-home__block" aria-labelledby="home-hot">
      <header className="shop-home__block-head">
        <h2 id="home-hot">热销榜单</h2>
        <span>企业采购常购好物</span>
      </header>
      <div className="shop-home__hot">
        {isPending ? (
          <GoodsCardSkeletons count={HOT_LIMIT} size="small" />
        ) : (
          data.map((g, i) => (
            <div key={g.id} className="shop-home__ranked">
              <span className={i < 3 ? 'shop-home__rank shop-home__rank--top' : 'shop-home__rank'}>
                {i + 1}
              </span>
              <GoodsCardItem goods={g} size="small" />
            </div>
          ))
        )}
      </div>
    </section>
  );
}

function Floors({ divisionCode }: { divisionCode?: string }) {
  const { data, isPending, isError } = useFloorList(divisionCode);
  if (isPending) return <div className="shop-home__floors-loading" aria-hidden="true" />;
  if (isError || data.length === 0) return null;
  return (
    <>
      {data.map((f, i) => (
        <GoodsFloor key={f.id} floor={f} index={i} />
      ))}
    </>
  );
}

function Recommended({ divisionCode }: { divisionCode?: string }) {
  const navigate = useNavigate();
  const { data, isPending, isError } = useGoodsTypePage({ ...RECOMMEND, divisionCode });
  return (
    <section className="shop-home__block" aria-labelledby="home-recommend">
      <header className="shop-home__block-head">
        <h2 id="home-recommend">为你推荐</h2>
        <span>根据企业采购热度为您精选</span>
      </header>
      {isPending ? (
        <div className="shop-home__grid">
          <GoodsCardSkeletons count={10} />
        </div>
      ) : isError || data.records.length === 0 ? (
        <PlainEmpty description="暂无推荐商品，试试搜索您需要的商品">
          <button type="button" className="pm-btn pm-btn--primary" onClick={() => navigate(listPathFor(''))}>
            去逛逛
          </button>
        </PlainEmpty>
      ) : (
        <div className="shop-home__grid">
          {data.records.map((g) => (
            <GoodsCardItem key={g.id} goods={g} />
          ))}
        </div>
      )}
    </section>
  );
}

/** /shop: the market home — categories, banners, the buyer's shortcuts, hot sellers, floors, recommendations. */
export default function ShopHomePage() {
  const tree = useCatalogTree();
  const divisionCode = useShopStore((s) => s.divisionCode) || undefined;
  const rest = useAfterFirstPaint();
  return (
    <div className="shop-home">
      <section className="shop-home__top">
        <aside className="shop-home__catalog" aria-label="商品分类" aria-busy={tree.isPending}>
          <CategoryMenu tree={tree.data} loading={tree.isPending} failed={tree.isError} max={13} />
        </aside>
        <div className="shop-home__center">
          <div className="shop-home__banner">
            <Hero />
          </div>
          <HotPicks divisionCode={divisionCode} />
        </div>
        <div className="shop-home__side">
          <UserCard />
          <Notices />
          <nav className="shop-home__quick" aria-label="常用功能">
            {QUICK.map((q) => (
              <Link key={q.to} to={q.to}>
                <span className="shop-home__glyph" aria-hidden="true">
                  {q.glyph}
                </span>
                {q.label}
              </Link>
            ))}
          </nav>
        </div>
      </section>
      <Stats />
      {rest ? (
        <>
          <HotSelling divisionCode={divisionCode} />
          <Floors divisionCode={divisionCode} />
          <Recommended divisionCode={divisionCode} />
        </>
      ) : (
        <div className="shop-home__floors-loading" aria-hidden="true" />
      )}
    </div>
  );
}
