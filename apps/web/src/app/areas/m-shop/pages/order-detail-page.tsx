import { useParams, type LoaderFunctionArgs } from 'react-router';
import { OrderApprovalCard } from '@/features/approval/mobile/order-approval-card';
import { getOrderDetailQuery } from '@/features/order/api/order-detail';
import { OrderDetailScreen } from '@/features/order/mobile/order-detail-screen';
import { queryClient } from '@/lib/query-client';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { ORDER_STATE_ALL } from '../paths';
import { M_SHOP_ORDER_LINKS, orderListHref } from '../buyer-links';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id) void queryClient.prefetchQuery(getOrderDetailQuery(params.id));
  return null;
}

/** /m-shop/order/detail/:id: 订单详情. */
export default function MShopOrderDetailPage() {
  const { id = '' } = useParams();
  return (
    <MobileQueryRoot>
      <BackNavBar title="订单详情" fallback={orderListHref(ORDER_STATE_ALL)} />
      <OrderDetailScreen id={id} links={M_SHOP_ORDER_LINKS} extra={<OrderApprovalCard orderId={id} />} />
    </MobileQueryRoot>
  );
}
