import { useParams } from 'react-router';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { BackToHall } from './bid-links';

/** /shop/bid/confirm/:id: 竞价定标 (login required). */
export default function BidAwardPage() {
  const { id = '' } = useParams();
  return (
    <Panel title="竞价定标" extra={<span>竞价单号：{id}</span>}>
      <EmptyState description="暂无供应商报价，收到报价后可在此定标">
        <BackToHall />
      </EmptyState>
    </Panel>
  );
}
