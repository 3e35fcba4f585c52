import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';

/** /portal/customer: 客户案例. */
export default function CustomerListPage() {
  const navigate = useNavigate();
  return (
    <Panel title="客户案例">
      <EmptyState description="暂无客户案例">
        <Button onClick={() => navigate('/shop')}>返回商城</Button>
      </EmptyState>
    </Panel>
  );
}
