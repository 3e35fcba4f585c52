import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE_NAME } from '@pm/contract/constants';
import { HomeSkeleton } from '@/app/mobile/home-skeleton';
import { SearchEntry } from '@/features/goods/mobile/search-entry';
import { FileIcon, LocationIcon, TeamIcon, CategoryIcon } from '@/ui/mobile/icons';
import { appMarketHref } from '../paths';

// Banners, categories and goods (with react-query and the api code) load after the first paint.
const loadSections = () =>
  Promise.all([import('@/app/mobile/home-sections'), import('../goods-links')]).then(([m, l]) => {
    m.prefetchHome();
    return { m, links: l.APP_MARKET_LINKS };
  });
const HomeSections = lazy(() =>
  loadSections().then(({ m, links }) => ({
    default: ({ children }: { children: ReactNode }) => (
      <m.default links={links} categoryHref={(c) => links.categories(c.id)}>
        {children}
      </m.default>
    ),
  })),
);

/** Starts the sections' code (and with it their data) as soon as the route is entered. */
export function loader() {
  void loadSections();
  return null;
}

const TOOLS = [
  { to: appMarketHref('planList'), title: '采购计划', icon: <FileIcon /> },
  { to: appMarketHref('purchasingList'), title: '协同采购单', icon: <TeamIcon /> },
  { to: appMarketHref('manageAddress'), title: '地址管理', icon: <LocationIcon /> },
  { to: appMarketHref('category'), title: '全部分类', icon: <CategoryIcon /> },
];

function Tools() {
  return (
    <section className="pm-section">
      <h2 className="pm-section__title">采购工具</h2>
      <nav className="am-tools" aria-label="采购工具">
        {TOOLS.map((t) => (
          <Link key={t.to} to={t.to}>
            {t.icon}
            <span>{t.title}</span>
          </Link>
        ))}
      </nav>
    </section>
  );
}

/** /app-market/index: search entry, banners, categories, procurement tools, 热销商品 and 为您推荐. */
export default function AppMarketIndexPage() {
  return (
    <div>
      <header className="am-home__header">
        <div className="am-home__brand">{SITE_NAME}</div>
        <SearchEntry to={appMarketHref('search')} />
      </header>
      <Suspense
        fallback={
          <HomeSkeleton>
            <Tools />
          </HomeSkeleton>
        }
      >
        <HomeSections>
          <Tools />
        </HomeSections>
      </Suspense>
    </div>
  );
}
