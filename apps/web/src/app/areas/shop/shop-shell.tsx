import { lazy, Suspense } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { DesktopRoot } from '@/ui/desktop/desktop-root';
import { useShopStore } from '@/features/mall/model/shop-store';
import PageLoading from '@/app/areas/common/page-loading';
import { ShopHeader } from './shop-header';
import { ShopFooter } from './shop-footer';
import { useShopRoute } from './use-shop-route';
import { SHOP_BASE } from './paths';
import './shop.css';

// The shell and the market home are kit-free so /shop loads fast; the other shop pages use antd
// under its zh_CN ConfigProvider, loaded with them.
const DesktopProviders = lazy(() => import('@/ui/desktop/desktop-providers'));

function CrumbBar() {
  const crumbs = useShopStore((s) => s.crumbs);
  if (crumbs.length <= 1) return null;
  return (
    <nav className="shop-crumbs" aria-label="面包屑">
      <ol className="shop-container shop-crumbs__list">
        {crumbs.map((c, i) => (
          <li key={`${i}-${c.title}`} className="shop-crumbs__item">
            {c.path && i < crumbs.length - 1 ? (
              <Link to={c.path}>{c.title}</Link>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.title}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function ShopLayout() {
  useShopRoute();
  const { pathname } = useLocation();
  const home = pathname === SHOP_BASE || pathname === `${SHOP_BASE}/`;
  return (
    <div className="shop">
      {/* header and page fill at least the window: the footer starts below the fold, so a page
          whose content grows while it loads never moves it on screen (no layout shift) */}
      <div className="shop-page">
        <ShopHeader />
        <CrumbBar />
        <main className={home ? 'shop-main shop-main--home' : 'shop-main'}>
          <div className="shop-container">
            {home ? (
              <Outlet />
            ) : (
              <Suspense fallback={<PageLoading />}>
                <DesktopProviders>
                  <Outlet />
                </DesktopProviders>
              </Suspense>
            )}
          </div>
        </main>
      </div>
      <ShopFooter />
      {/* a new page starts at the top; back and forward return to where the buyer was */}
      <ScrollRestoration />
    </div>
  );
}

/** The desktop shop: header (logo, search, cart), breadcrumbs, page, footer. */
export default function ShopShell() {
  return (
    <DesktopRoot>
      <ShopLayout />
    </DesktopRoot>
  );
}
