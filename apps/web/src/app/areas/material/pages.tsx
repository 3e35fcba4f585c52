/** The pages of the AI material area. */
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState, Panel } from '@/features/layout/desktop/empty-state';

export function MaterialHomePage() {
  const navigate = useNavigate();
  return (
    <Panel title="我的素材">
      <EmptyState description="暂无素材，可用 AI 创作商品主图和宣传文案">
        <Space>
          <Button type="primary" onClick={() => navigate('/material/ai')}>
            去创作
          </Button>
          <Button onClick={() => navigate('/material/list')}>素材列表</Button>
        </Space>
      </EmptyState>
    </Panel>
  );
}

export function MaterialAiPage() {
  return (
    <Panel title="创作记录">
      <EmptyState description="暂无创作记录" />
    </Panel>
  );
}

export function MaterialListPage() {
  return (
    <Panel title="素材列表">
      <EmptyState description="暂无素材" />
    </Panel>
  );
}

export function MaterialReviewPage() {
  return (
    <Panel title="待审核素材">
      <EmptyState description="暂无待审核的素材" />
    </Panel>
  );
}
