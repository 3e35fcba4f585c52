import { BidResults } from '@/features/bidding/desktop/bid-results';
import { getBidResultsQuery } from '@/features/bidding/api/bid-results';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { BidLinks, useBidAudience } from './bid-links';

export function loader() {
  void queryClient.prefetchQuery(getBidResultsQuery({ page: 1, limit: 10 }));
  return null;
}

/** /shop/bid/public: 竞价公示. */
export default function BidPublicPage() {
  const audience = useBidAudience();
  return (
    <Panel title="竞价公示" extra={<BidLinks here="public" />}>
      <BidResults isVendor={audience === 'vendor'} />
    </Panel>
  );
}
