import { useParams } from 'react-router';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { BackToHall } from './bid-links';

/** /shop/bid/info/:detailId/:itemId: 竞价商品详情. */
export default function BidItemPage() {
  const { detailId = '', itemId = '' } = useParams();
  return (
    <Panel
      title="竞价商品详情"
      extra={
        <span>
          竞价单号：{detailId} · 商品：{itemId}
        </span>
      }
    >
      <EmptyState description="暂无该竞价商品的信息">
        <BackToHall />
      </EmptyState>
    </Panel>
  );
}
