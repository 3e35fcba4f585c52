import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { useShopStore } from '@/features/mall/model/shop-store';

/** /shop/cart: 购物车 (login required). */
export default function CartPage() {
  const navigate = useNavigate();
  const cartNum = useShopStore((s) => s.cartNum);
  return (
    <Panel title="购物车" extra={cartNum > 0 ? <span>共 {cartNum} 件商品</span> : null}>
      <EmptyState description="购物车还是空的，去逛逛">
        <Button type="primary" onClick={() => navigate('/shop')}>
          去逛逛
        </Button>
      </EmptyState>
    </Panel>
  );
}
