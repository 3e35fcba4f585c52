import { EmptyState } from '@/ui/mobile/empty-state';
import { GoButton } from './placeholder-parts';

/** /app-market/add-order. */
export default function AddOrderPage() {
  return (
    <EmptyState fullPage title="暂无待提交的商品" description="请先在购物车中选择要下单的商品">
      <GoButton to="/app-market/cart">去购物车</GoButton>
    </EmptyState>
  );
}
