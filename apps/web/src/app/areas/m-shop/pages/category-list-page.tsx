import type { CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import { CategoriesScreen } from '@/app/mobile/categories-screen';
import { TitleBar } from '@/ui/mobile/title-bar';
import { M_SHOP_LINKS } from '../goods-links';

/** The picker fills the screen between the title bar (45 px) and the tab bar (56 px). */
const HEIGHT = { '--mg-cat-height': 'calc(100dvh - 101px - env(safe-area-inset-bottom))' } as CSSProperties;

/** /m-shop/category/list (?top= opens a top category): the two-pane category picker. */
export default function MShopCategoryListPage() {
  const [params] = useSearchParams();
  return (
    <div style={HEIGHT}>
      <TitleBar title="分类" />
      <CategoriesScreen
        initialId={params.get('top') ?? undefined}
        hrefFor={(c) => M_SHOP_LINKS.category(c.id)}
      />
    </div>
  );
}
