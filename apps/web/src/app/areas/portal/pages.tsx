/** Customer stories: list and detail. */
import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { EmptyState, Panel } from '@/features/layout/desktop/empty-state';

export function CustomerListPage() {
  const navigate = useNavigate();
  return (
    <Panel title="客户案例">
      <EmptyState description="暂无客户案例">
        <Button onClick={() => navigate('/shop')}>返回商城</Button>
      </EmptyState>
    </Panel>
  );
}

export function CustomerDetailPage() {
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
