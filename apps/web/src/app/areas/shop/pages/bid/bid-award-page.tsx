import { Button } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useBidCompare } from '@/features/bidding/api/bid-compare';
import { BidAward } from '@/features/bidding/desktop/bid-award';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { BackToHall, useBidAudience } from './bid-links';

/** /shop/bid/confirm/:id: 竞价定标 (the event's buyer; login required). */
export default function BidAwardPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const audience = useBidAudience();
  const q = useBidCompare(id, audience === 'buyer');
  if (audience !== 'buyer') {
    return (
      <Panel title="竞价定标">
        {audience === 'unknown' ? null : (
          <EmptyState description="定标仅对发起竞价的采购单位开放">
            <Link to={`/shop/bid/detail/${id}`}>
              <Button>查看竞价详情</Button>
            </Link>
          </EmptyState>
        )}
      </Panel>
    );
  }
  return (
    <Panel title={q.data ? `竞价定标：${q.data.title}` : '竞价定标'} extra={<BackToHall />}>
      {q.data ? (
        <BidAward c={q.data} onDone={() => navigate('/shop/bid/public')} />
      ) : q.error ? (
        <QueryError error={q.error} onRetry={() => void q.refetch()}>
          <Link to={`/shop/bid/detail/${id}`}>
            <Button>查看竞价详情</Button>
          </Link>
        </QueryError>
      ) : null}
    </Panel>
  );
}
