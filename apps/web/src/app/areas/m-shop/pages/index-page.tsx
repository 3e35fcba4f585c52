import { Link } from 'react-router';
import { SearchIcon } from '@/features/layout/mobile/icons';
import { CategoryEntries } from '@/features/goods/mobile/category-entries';
import { EmptyState } from '@/features/layout/mobile/empty-state';
import { SITE_NAME } from '@pm/contract/constants';
import { itemListHref } from '../links';

/** /m-shop/index: search entry, category entries and the recommendation area (filled by a later issue). */
export default function MShopIndexPage() {
  return (
    <div className="ms-home">
      <header className="ms-home__header">
        <div className="ms-home__brand">
          <span className="ms-home__brand-name">{SITE_NAME}</span>
          <span className="ms-home__brand-slogan">企业采购一站式服务</span>
        </div>
        <Link to="/m-shop/search" className="pm-search-entry" aria-label="搜索">
          <SearchIcon />
          <span>搜索商品名称、品牌、型号</span>
        </Link>
      </header>
      <section className="pm-section">
        <CategoryEntries hrefFor={itemListHref} allHref="/m-shop/category/list" />
      </section>
      <section className="pm-section">
        <h2 className="pm-section__title">为您推荐</h2>
        <EmptyState title="暂无推荐商品" description="去分类里看看，或搜索需要采购的商品" />
      </section>
    </div>
  );
}
