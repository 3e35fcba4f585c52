import { EmptyState } from '@/ui/mobile/empty-state';
import { GoButton } from './placeholder-parts';
import { appMarketHref } from '../paths';

/** /app-market/purchasing-list. */
export default function PurchasingListPage() {
  return (
    <EmptyState fullPage title="暂无协同采购单" description="发起协同采购，与同事一起确认采购商品">
      <GoButton to={appMarketHref('addPurchasing')}>新建协同采购单</GoButton>
    </EmptyState>
  );
}
