import { useParams } from 'react-router';
import { useBidDetail } from '@/features/bidding/api/bid-detail';
import { useBidItem } from '@/features/bidding/api/bid-item';
import { mayJoin } from '@/features/bidding/model/bid-audience';
import { BidItemView } from '@/features/bidding/desktop/bid-item-view';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { BackToHall, useBidAudience } from './bid-links';

/** /shop/bid/info/:detailId/:itemId: 竞价商品详情. */
export default function BidItemPage() {
  const { detailId = '', itemId = '' } = useParams();
  const q = useBidItem(detailId, itemId);
  // the event: its start (the countdown before it) and whether the caller may bid now
  const event = useBidDetail(detailId);
  const audience = useBidAudience();
  return (
    <Panel title="竞价商品详情" extra={<BackToHall />}>
      {q.data ? (
        <BidItemView
          d={q.data}
          startAt={event.data?.startAt ?? null}
          canJoin={mayJoin(audience) && event.data?.canBid === true}
        />
      ) : q.error ? (
        <QueryError error={q.error} onRetry={() => void q.refetch()} />
      ) : null}
    </Panel>
  );
}
