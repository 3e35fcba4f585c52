import { Navigate, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { getOrderPageQuery } from '@/features/order/api/order-page';
import { ORDER_PAGE_SIZE, OrderListScreen } from '@/features/order/mobile/order-list-screen';
import { queryClient } from '@/lib/query-client';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { mShopHref, ORDER_STATE_ALL } from '../paths';
import { isOrderTab } from '../order-tabs';
import { M_SHOP_ORDER_LINKS, orderListHref } from '../buyer-links';

export function loader({ params }: LoaderFunctionArgs) {
  if (isOrderTab(params.state)) {
    void queryClient.prefetchQuery(
      getOrderPageQuery({ status: params.state, page: 1, limit: ORDER_PAGE_SIZE }),
    );
  }
  return null;
}

/** /m-shop/order/:state: my orders, tabbed by status (全部 + the order statuses), footer hidden. */
export default function MShopOrderListPage() {
  const { state } = useParams();
  const navigate = useNavigate();
  if (!isOrderTab(state)) return <Navigate to={orderListHref(ORDER_STATE_ALL)} replace />;
  return (
    <MobileQueryRoot>
      <BackNavBar title="我的订单" fallback={mShopHref('personalCenter')} />
      <OrderListScreen
        state={state}
        onTab={(key) => navigate(orderListHref(key), { replace: true })}
        links={M_SHOP_ORDER_LINKS}
      />
    </MobileQueryRoot>
  );
}
