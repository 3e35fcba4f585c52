import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { getOrderPageQuery } from '@/features/order/api/order-page';
import { ORDER_PAGE_SIZE, OrderListScreen } from '@/features/order/mobile/order-list-screen';
import { isOrderTab, ORDER_TAB_ALL } from '@/features/order/mobile/order-tabs';
import { queryClient } from '@/lib/query-client';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { TitleBar } from '@/ui/mobile/title-bar';
import { APP_MARKET_ORDER_LINKS, orderListHref } from '../buyer-links';

function stateOf(status: string | null): string {
  return isOrderTab(status) ? status : ORDER_TAB_ALL;
}

export function loader({ request }: LoaderFunctionArgs) {
  const state = stateOf(new URL(request.url).searchParams.get('status'));
  void queryClient.prefetchQuery(getOrderPageQuery({ status: state, page: 1, limit: ORDER_PAGE_SIZE }));
  return null;
}

/** /app-market/order?status=: my orders by status (a footer tab). */
export default function AppMarketOrderPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = stateOf(params.get('status'));
  return (
    <MobileQueryRoot>
      <TitleBar title="订单" />
      <OrderListScreen
        state={state}
        onTab={(key) => navigate(orderListHref(key), { replace: true })}
        links={APP_MARKET_ORDER_LINKS}
      />
    </MobileQueryRoot>
  );
}
