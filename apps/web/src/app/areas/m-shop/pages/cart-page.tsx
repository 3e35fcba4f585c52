import { Button, NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/ui/mobile/empty-state';

/** /m-shop/shopping-cart/list. */
export default function MShopCartPage() {
  const navigate = useNavigate();
  return (
    <div>
      <NavBar className="pm-nav-bar" backIcon={false}>
        购物车
      </NavBar>
      <EmptyState fullPage title="购物车还是空的" description="挑选需要采购的商品加入购物车吧">
        <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate('/m-shop/index')}>
          去逛逛
        </Button>
      </EmptyState>
    </div>
  );
}
