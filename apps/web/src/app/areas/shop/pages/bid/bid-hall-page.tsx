import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { BidLinks } from './bid-links';

/** /shop/bid: 竞价大厅. */
export default function BidHallPage() {
  return (
    <Panel title="竞价大厅" extra={<BidLinks />}>
      <EmptyState description="暂无进行中的竞价" />
    </Panel>
  );
}
