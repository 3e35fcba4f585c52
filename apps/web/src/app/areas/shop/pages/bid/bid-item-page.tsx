import { useParams } from 'react-router';
import { useBidItem } from '@/features/bidding/api/bid-item';
import { BidItemView } from '@/features/bidding/desktop/bid-item-view';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { BackToHall } from './bid-links';

/** /shop/bid/info/:detailId/:itemId: 竞价商品详情. */
export default function BidItemPage() {
  const { detailId = '', itemId = '' } = useParams();
  const q = useBidItem(detailId, itemId);
  return (
    <Panel title="竞价商品详情" extra={<BackToHall />}>
      {q.data ? (
        <BidItemView d={q.data} />
      ) : q.error ? (
        <QueryError error={q.error} onRetry={() => void q.refetch()} />
      ) : null}
    </Panel>
  );
}
