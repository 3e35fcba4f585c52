import { EmptyState } from '@/ui/mobile/empty-state';
import { GoButton } from './placeholder-parts';
import { appMarketHref } from '../paths';

/** /app-market/add-purchasing. */
export default function AddPurchasingPage() {
  return (
    <EmptyState fullPage title="还没有可加入协同采购单的商品" description="先在商品列表中找到要采购的商品">
      <GoButton to={appMarketHref('search')}>去找商品</GoButton>
    </EmptyState>
  );
}
