/** Batch purchase, cart and order confirmation (login required, §2). */
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState, Panel } from '@/features/layout/desktop/empty-state';
import { useShopStore } from '@/features/shop/model/shop-store';

export function BatchPurchasePage() {
  const navigate = useNavigate();
  return (
    <Panel title="批量采购">
      <EmptyState description="暂无批量采购商品，可先搜索商品加入采购清单">
        <Button type="primary" onClick={() => navigate('/shop/list')}>
          去选购商品
        </Button>
      </EmptyState>
    </Panel>
  );
}

export function CartPage() {
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

export function ConfirmPage() {
  const navigate = useNavigate();
  return (
    <Panel title="确认订单">
      <EmptyState description="没有待结算的商品，请先在购物车中勾选商品">
        <Button type="primary" onClick={() => navigate('/shop/cart')}>
          返回购物车
        </Button>
      </EmptyState>
    </Panel>
  );
}
