import { Link } from 'react-router';
import { CategoryIcon, FileIcon, LocationIcon, SearchIcon, TeamIcon } from '@/features/layout/mobile/icons';
import { CategoryEntries } from '@/features/goods/mobile/category-entries';
import { EmptyState } from '@/features/layout/mobile/empty-state';
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
        <Link to="/app-market/search" className="pm-search-entry" aria-label="搜索">
          <SearchIcon />
          <span>搜索商品名称、品牌、型号</span>
        </Link>
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
      <section className="pm-section">
        <h2 className="pm-section__title">为您推荐</h2>
        <EmptyState title="暂无推荐商品" description="去分类里看看，或搜索需要采购的商品" />
      </section>
    </div>
  );
}
