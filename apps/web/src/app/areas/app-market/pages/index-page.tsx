import { Link } from 'react-router';
import { CategoryIcon, FileIcon, LocationIcon, TeamIcon } from '@/ui/mobile/icons';
import { CategoryEntries } from '@/features/goods/mobile/category-entries';
import { RecommendSection, SearchEntry } from '@/features/goods/mobile/goods-search';
import { SITE_NAME } from '@pm/contract/constants';
import { goodsListHref } from '../links';

const TOOLS = [
  { to: '/app-market/plan-list', title: '采购计划', icon: <FileIcon /> },
  { to: '/app-market/purchasing-list', title: '协同采购单', icon: <TeamIcon /> },
  { to: '/app-market/manage-address', title: '地址管理', icon: <LocationIcon /> },
  { to: '/app-market/category', title: '全部分类', icon: <CategoryIcon /> },
];

/** /app-market/index: search entry, category entries, procurement tools, recommendations (later issue). */
export default function AppMarketIndexPage() {
  return (
    <div>
      <header className="am-home__header">
        <div className="am-home__brand">{SITE_NAME}</div>
        <SearchEntry to="/app-market/search" />
      </header>
      <section className="pm-section">
        <CategoryEntries hrefFor={goodsListHref} allHref="/app-market/category" />
      </section>
      <section className="pm-section">
        <h2 className="pm-section__title">采购工具</h2>
        <nav className="am-tools">
          {TOOLS.map((t) => (
            <Link key={t.to} to={t.to}>
              {t.icon}
              <span>{t.title}</span>
            </Link>
          ))}
        </nav>
      </section>
      <RecommendSection />
    </div>
  );
}
