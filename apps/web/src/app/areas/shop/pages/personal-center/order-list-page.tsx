import type { LoaderFunctionArgs } from 'react-router';
import { ORDER_APPROVING } from '@pm/contract/order';
import { WithdrawOrderButton } from '@/features/approval/desktop/withdraw-order-button';
import { storedSessionUser } from '@/features/auth/model/session';
import { getCreditQuery } from '@/features/order/api/credit';
import { getOrderPageQuery } from '@/features/order/api/order-page';
import { getVendorOrderPageQuery } from '@/features/order/api/vendor-order-page';
import { CreditSummary } from '@/features/order/desktop/credit-summary';
import { OrderList } from '@/features/order/desktop/order-list';
import { pageQueryOf, readOrderFilters } from '@/features/order/model/order-filters';
import { queryClient } from '@/lib/query-client';
import { useDesktopSession } from '@/ui/desktop/use-desktop-session';

/** Starts loading the list of the address's filters (and the buyer's credit) with the page's code. */
export function loader({ request }: LoaderFunctionArgs) {
  const user = storedSessionUser();
  if (!user) return null;
  const input = pageQueryOf(readOrderFilters(new URL(request.url).searchParams));
  if (user.isVendor) {
    void queryClient.prefetchQuery(getVendorOrderPageQuery(input));
  } else {
    void queryClient.prefetchQuery(getOrderPageQuery(input));
    void queryClient.prefetchQuery(getCreditQuery());
  }
  return null;
}

/**
 * /shop/person/order: 我的订单. A buyer sees the organization's orders with the 企业月结 credit above;
 * a supplier sees the orders addressed to its organization and ships them.
 */
export default function OrderListPage() {
  const { user } = useDesktopSession();
  if (!user) return null;
  return user.isVendor ? (
    <OrderList mode="vendor" title="我的订单（供应商）" />
  ) : (
    <OrderList
      mode="buyer"
      title="我的订单"
      extra={<CreditSummary />}
      orderExtra={(o) =>
        o.status === ORDER_APPROVING ? <WithdrawOrderButton orderId={o.id} orderNo={o.orderNo} link /> : null
      }
    />
  );
}
