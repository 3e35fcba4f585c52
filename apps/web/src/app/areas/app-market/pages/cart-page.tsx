import { NavBar } from 'antd-mobile';
import { EmptyState } from '@/ui/mobile/empty-state';
import { GoButton } from './placeholder-parts';

/** /app-market/cart (footer tab). */
export default function CartPage() {
  return (
    <div>
      <NavBar className="pm-nav-bar" backIcon={false}>
        购物车
      </NavBar>
      <EmptyState fullPage title="购物车还是空的" description="挑选需要采购的商品加入购物车吧">
        <GoButton to="/app-market/index">去逛逛</GoButton>
      </EmptyState>
    </div>
  );
}
