import { useParams } from 'react-router';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { EmptyState } from '@/ui/mobile/empty-state';

/** /m-shop/order/detail/:id. */
export default function MShopOrderDetailPage() {
  const { id } = useParams();
  return (
    <div>
      <BackNavBar title="订单详情" fallback="/m-shop/order/all" />
      <EmptyState fullPage title="暂无订单信息" description={id ? `订单编号：${id}` : undefined} />
    </div>
  );
}
