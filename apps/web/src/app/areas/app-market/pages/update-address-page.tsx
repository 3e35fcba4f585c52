import { EmptyState } from '@/ui/mobile/empty-state';
import { GoButton } from './placeholder-parts';

/** /app-market/update-address. */
export default function UpdateAddressPage() {
  return (
    <EmptyState fullPage title="未选择要编辑的地址" description="请在地址管理中选择一个收货地址">
      <GoButton to="/app-market/manage-address">地址管理</GoButton>
    </EmptyState>
  );
}
