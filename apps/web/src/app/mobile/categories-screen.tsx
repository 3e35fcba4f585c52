import type { CatalogNode } from '@pm/contract/goods';
import { CategoryPicker } from '@/features/goods/mobile/category-picker';
import { MobileQueryRoot } from '@/ui/mobile/query-root';

/** The two-pane category picker of both mobile areas; every category opens its goods (`hrefFor`). */
export function CategoriesScreen({
  initialId,
  hrefFor,
}: {
  initialId?: string;
  hrefFor: (node: CatalogNode) => string;
}) {
  return (
    <MobileQueryRoot>
      <CategoryPicker initialId={initialId} hrefFor={hrefFor} />
    </MobileQueryRoot>
  );
}
