import { useParams } from 'react-router';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { BackToHall } from './bid-links';

/** /shop/bid/detail/:id: 竞价详情. */
export default function BidDetailPage() {
  const { id = '' } = useParams();
  return (
    <Panel title="竞价详情" extra={<span>竞价单号：{id}</span>}>
      <EmptyState description="暂无该竞价的信息">
        <BackToHall />
      </EmptyState>
    </Panel>
  );
}
