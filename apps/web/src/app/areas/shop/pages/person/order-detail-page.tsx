import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';

/** /shop/person/order/:id: 订单详情. */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Panel title={`订单详情`} extra={<span>订单号：{id}</span>}>
      <EmptyState description="暂无该订单的信息">
        <Button onClick={() => navigate('/shop/person/order')}>返回我的订单</Button>
      </EmptyState>
    </Panel>
  );
}
