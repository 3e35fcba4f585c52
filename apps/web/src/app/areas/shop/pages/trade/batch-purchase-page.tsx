import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';

/** /shop/batch/purchase: 批量采购 (login required). */
export default function BatchPurchasePage() {
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
