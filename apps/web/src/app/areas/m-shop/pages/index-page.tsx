import { CategoryEntries } from '@/features/goods/mobile/category-entries';
import { RecommendSection, SearchEntry } from '@/features/goods/mobile/goods-search';
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
        <SearchEntry to="/m-shop/search" />
      </header>
      <section className="pm-section">
        <CategoryEntries hrefFor={itemListHref} allHref="/m-shop/category/list" />
      </section>
      <RecommendSection />
    </div>
  );
}
