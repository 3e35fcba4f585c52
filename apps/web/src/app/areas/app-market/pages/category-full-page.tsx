import type { CSSProperties } from 'react';
import { useParams } from 'react-router';
import { CategoriesScreen } from '@/app/mobile/categories-screen';
import { APP_MARKET_LINKS } from '../goods-links';

/** /app-market/category-full/:id: every category, opened at the top category :id; each opens its goods. */
export default function CategoryFullPage() {
  const { id } = useParams();
  return (
    <div style={{ '--mg-cat-height': 'calc(100dvh - 45px)' } as CSSProperties}>
      <CategoriesScreen key={id} initialId={id} hrefFor={(c) => APP_MARKET_LINKS.category(c.id)} />
    </div>
  );
}
