import { Button } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import type { BidStatus } from '@pm/contract/bidding';
import { useBidCompare } from '@/features/bidding/api/bid-compare';
import { useBidDetail } from '@/features/bidding/api/bid-detail';
import { BidAward } from '@/features/bidding/desktop/bid-award';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { BackToHall, useBidAudience } from './bid-links';

const AFTER_END: readonly BidStatus[] = ['closed', 'awarding', 'publicity', 'completed', 'failed'];

/** /shop/bid/confirm/:id: 竞价定标 (the event's buyer; login required). */
export default function BidAwardPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const audience = useBidAudience();
  const detail = useBidDetail(audience === 'buyer' ? id : '');
  // the comparison exists once the event has ended (before, the server refuses it)
  const ended = detail.data?.viewer === 'owner' && AFTER_END.includes(detail.data.status);
  const q = useBidCompare(id, audience === 'buyer' && ended);
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
  if (detail.error) {
    return (
      <Panel title="竞价定标" extra={<BackToHall />}>
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      </Panel>
    );
  }
  if (detail.data && !ended) {
    return (
      <Panel title={`竞价定标：${detail.data.title}`} extra={<BackToHall />}>
        <EmptyState
          description={
            detail.data.viewer === 'owner'
              ? `竞价${detail.data.statusText}，截止后可在此定标`
              : '定标仅对发起竞价的采购单位开放'
          }
        >
          <Link to={`/shop/bid/detail/${id}`}>
            <Button>查看竞价详情</Button>
          </Link>
        </EmptyState>
      </Panel>
    );
  }
  return (
    <Panel title={q.data ? `竞价定标：${q.data.title}` : '竞价定标'} extra={<BackToHall />}>
      {q.data ? (
        <BidAward
          c={q.data}
          onDone={() => navigate(`/shop/bid/detail/${id}`)}
          detailLink={
            <Link to={`/shop/bid/detail/${id}`}>
              <Button>查看竞价详情</Button>
            </Link>
          }
        />
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
