import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { EmptyState } from '@/ui/mobile/empty-state';

/** /m-shop/shopping-cart/settlement (footer hidden). */
export default function MShopSettlementPage() {
  const navigate = useNavigate();
  return (
    <div>
      <BackNavBar title="结算" fallback="/m-shop/shopping-cart/list" />
      <EmptyState fullPage title="暂无待结算商品" description="请先在购物车中勾选要结算的商品">
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => navigate('/m-shop/shopping-cart/list')}
        >
          返回购物车
        </Button>
      </EmptyState>
    </div>
  );
}
