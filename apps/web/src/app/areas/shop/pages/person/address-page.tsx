import { EmptyState, Panel } from '@/ui/desktop/empty-state';

/** /shop/person/address: 收货地址. */
export default function AddressPage() {
  return (
    <Panel title="收货地址">
      <EmptyState description="暂无收货地址" />
    </Panel>
  );
}
