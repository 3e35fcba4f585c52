import { BidHall } from '@/features/bidding/desktop/bid-hall';
import { getBidHallQuery } from '@/features/bidding/api/bid-hall';
import { getServerClockOffsetQuery } from '@/features/bidding/api/bid-time';
import { mayJoin } from '@/features/bidding/model/bid-audience';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { BidLinks, useBidAudience } from './bid-links';

/** Starts loading the server's time and the first page of the hall with the page's code. */
export function loader() {
  void queryClient.prefetchQuery(getServerClockOffsetQuery());
  void queryClient.prefetchQuery(getBidHallQuery({ page: 1, limit: 10 }));
  return null;
}

/** /shop/bid: 竞价大厅. */
export default function BidHallPage() {
  const audience = useBidAudience();
  return (
    <Panel title="竞价大厅" extra={<BidLinks here="hall" />}>
      <BidHall canJoin={mayJoin(audience)} />
    </Panel>
  );
}
