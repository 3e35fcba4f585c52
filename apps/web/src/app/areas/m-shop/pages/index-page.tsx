import { lazy, Suspense } from 'react';
import { SITE_NAME } from '@pm/contract/constants';
import { M_SHOP_SLOGAN } from '@/ui/mobile/first-screen';
import { HomeSkeleton } from '@/app/mobile/home-skeleton';
import { SearchEntry } from '@/features/goods/mobile/search-entry';
import { mShopHref } from '../paths';

// Banners, categories and goods (with react-query and the api code) load after the first paint.
const loadSections = () =>
  Promise.all([import('@/app/mobile/home-sections'), import('../goods-links')]).then(([m, l]) => {
    m.prefetchHome();
    return { m, links: l.M_SHOP_LINKS };
  });
const HomeSections = lazy(() =>
  loadSections().then(({ m, links }) => ({
    default: () => (
      <m.default
        links={links}
        categoryHref={(c) => links.category(c.id)}
        noticeHref={(id) => mShopHref('notice', { id })}
      />
    ),
  })),
);

/**
 * Starts the sections' code (and with it their data) as soon as the route is entered, in a task after the
 * router's first navigation (evaluating them there made that task twice as long on a slow phone).
 */
export function loader() {
  setTimeout(() => void loadSections(), 0);
  return null;
}

/** /m-shop/index: search entry, banners, the newest notice, category shortcuts, 热销商品 and 为您推荐 (infinite). */
export default function MShopIndexPage() {
  return (
    <div className="ms-home">
      <header className="ms-home__header">
        <div className="ms-home__brand">
          <span className="ms-home__brand-name">{SITE_NAME}</span>
          <span className="ms-home__brand-slogan">{M_SHOP_SLOGAN}</span>
        </div>
        <SearchEntry to={mShopHref('search')} />
      </header>
      <Suspense fallback={<HomeSkeleton />}>
        <HomeSections />
      </Suspense>
    </div>
  );
}
