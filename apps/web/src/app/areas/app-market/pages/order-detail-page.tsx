import { EmptyState } from '@/ui/mobile/empty-state';
import { IdLine } from './placeholder-parts';

/** /app-market/order-detail/:id. */
export default function OrderDetailPage() {
  return <EmptyState fullPage title="暂无订单信息" description={<IdLine label="订单编号" />} />;
}
