import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { BackToHall } from './bid-links';

/** /shop/bid/create: 发起竞价 (login required). */
export default function BidCreatePage() {
  return (
    <Panel title="发起竞价">
      <EmptyState description="暂无可发起竞价的采购需求，请先在需求池中登记采购需求">
        <BackToHall />
      </EmptyState>
    </Panel>
  );
}
