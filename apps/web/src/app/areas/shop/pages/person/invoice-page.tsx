import { EmptyState, Panel } from '@/ui/desktop/empty-state';

/** /shop/person/update/invoice: 发票抬头. */
export default function InvoicePage() {
  return (
    <Panel title="发票抬头">
      <EmptyState description="暂无发票抬头" />
    </Panel>
  );
}
