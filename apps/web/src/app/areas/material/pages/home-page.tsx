import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';

/** /material: 素材首页. */
export default function MaterialHomePage() {
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
