import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';

/** /shop/confirm: 确认订单 (login required). */
export default function ConfirmPage() {
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
