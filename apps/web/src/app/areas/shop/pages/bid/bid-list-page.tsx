import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { BidLinks } from './bid-links';

/** /shop/bid/list: 竞价列表. */
export default function BidListPage() {
  return (
    <Panel title="竞价列表" extra={<BidLinks />}>
      <EmptyState description="暂无竞价" />
    </Panel>
  );
}
