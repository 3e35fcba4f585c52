import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';

/** /shop/person/refund/:id: 售后详情. */
export default function RefundDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Panel title="售后详情" extra={<span>售后单号：{id}</span>}>
      <EmptyState description="暂无该售后单的信息">
        <Button onClick={() => navigate('/shop/person/refund')}>返回退款/售后</Button>
      </EmptyState>
    </Panel>
  );
}
