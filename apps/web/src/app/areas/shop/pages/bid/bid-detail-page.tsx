import { useParams } from 'react-router';
import { useBidDetail } from '@/features/bidding/api/bid-detail';
import { BidDetailView } from '@/features/bidding/desktop/bid-detail-view';
import { mayJoin } from '@/features/bidding/model/bid-audience';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { BackToHall, useBidAudience } from './bid-links';

/** /shop/bid/detail/:id: 竞价详情. */
export default function BidDetailPage() {
  const { id = '' } = useParams();
  const q = useBidDetail(id);
  const audience = useBidAudience();
  return (
    <Panel title={q.data ? `竞价详情：${q.data.title}` : '竞价详情'} extra={<BackToHall />}>
      {q.data ? (
        <BidDetailView d={q.data} canJoin={mayJoin(audience)} signInToJoin={audience === 'visitor'} />
      ) : q.error ? (
        <QueryError error={q.error} onRetry={() => void q.refetch()} />
      ) : null}
    </Panel>
  );
}
