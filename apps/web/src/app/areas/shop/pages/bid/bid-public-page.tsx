import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { BidLinks } from './bid-links';

/** /shop/bid/public: 竞价公示. */
export default function BidPublicPage() {
  return (
    <Panel title="竞价公示" extra={<BidLinks />}>
      <EmptyState description="暂无竞价公示" />
    </Panel>
  );
}
