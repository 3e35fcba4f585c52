import { useParams } from 'react-router';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { BackToHall } from './bid-links';

/** /shop/bid/join/:id: 参与竞价 (login required). */
export default function BidJoinPage() {
  const { id = '' } = useParams();
  return (
    <Panel title="参与竞价" extra={<span>竞价单号：{id}</span>}>
      <EmptyState description="该竞价暂无可报价的商品">
        <BackToHall />
      </EmptyState>
    </Panel>
  );
}
