import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';

/** /portal/customer/:id: 案例详情. */
export default function CustomerDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Panel title="案例详情" extra={<span>案例编号：{id}</span>}>
      <EmptyState description="暂无该案例的内容">
        <Button onClick={() => navigate('/portal/customer')}>返回客户案例</Button>
      </EmptyState>
    </Panel>
  );
}
