import { EmptyState } from '@/ui/mobile/empty-state';

/** /app-market/manage-address. */
export default function ManageAddressPage() {
  return <EmptyState fullPage title="暂无收货地址" description="添加收货地址后，下单时可直接选择" />;
}
