import { TopCategories } from '@/features/goods/mobile/top-categories';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { APP_MARKET_LINKS } from '../goods-links';

/** /app-market/category: the top categories; each opens 全部分类 (category-full/:id) at that category. */
export default function AppMarketCategoryPage() {
  return (
    <MobileQueryRoot>
      <TopCategories hrefFor={(c) => APP_MARKET_LINKS.categories(c.id)} />
    </MobileQueryRoot>
  );
}
