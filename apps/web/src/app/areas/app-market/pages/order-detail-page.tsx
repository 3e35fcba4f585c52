import { useParams, type LoaderFunctionArgs } from 'react-router';
import { OrderApprovalCard } from '@/features/approval/mobile/order-approval-card';
import { getOrderDetailQuery } from '@/features/order/api/order-detail';
import { OrderDetailScreen } from '@/features/order/mobile/order-detail-screen';
import { queryClient } from '@/lib/query-client';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { APP_MARKET_ORDER_LINKS } from '../buyer-links';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id) void queryClient.prefetchQuery(getOrderDetailQuery(params.id));
  return null;
}

/** /app-market/order-detail/:id: 订单详情 (the shell's NavBar above). */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  return (
    <MobileQueryRoot>
      <OrderDetailScreen id={id} links={APP_MARKET_ORDER_LINKS} extra={<OrderApprovalCard orderId={id} />} />
    </MobileQueryRoot>
  );
}
