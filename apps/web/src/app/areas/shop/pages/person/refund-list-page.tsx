import { EmptyState, Panel } from '@/ui/desktop/empty-state';

/** /shop/person/refund: 退款/售后. */
export default function RefundListPage() {
  return (
    <Panel title="退款/售后">
      <EmptyState description="暂无退款/售后记录" />
    </Panel>
  );
}
