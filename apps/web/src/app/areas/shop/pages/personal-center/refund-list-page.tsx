import type { LoaderFunctionArgs } from 'react-router';
import { storedSessionUser } from '@/features/auth/model/session';
import { getRefundPageQuery } from '@/features/refund/api/refund-page';
import { getVendorRefundPageQuery } from '@/features/refund/api/vendor-refund-page';
import { RefundList } from '@/features/refund/desktop/refund-list';
import { readRefundFilters, refundPageQueryOf } from '@/features/refund/model/refund-tabs';
import { queryClient } from '@/lib/query-client';
import { useDesktopSession } from '@/ui/desktop/use-desktop-session';

/** Starts loading the list of the address's filters with the page's code. */
export function loader({ request }: LoaderFunctionArgs) {
  const user = storedSessionUser();
  if (!user) return null;
  const input = refundPageQueryOf(readRefundFilters(new URL(request.url).searchParams));
  void queryClient.prefetchQuery(user.isVendor ? getVendorRefundPageQuery(input) : getRefundPageQuery(input));
  return null;
}

/**
 * /shop/person/refund: 退款/售后. A buyer sees the organization's after-sales applications; a supplier
 * the applications on its orders, and answers them.
 */
export default function RefundListPage() {
  const { user } = useDesktopSession();
  if (!user) return null;
  return user.isVendor ? (
    <RefundList mode="vendor" title="退款/售后（供应商）" />
  ) : (
    <RefundList mode="buyer" title="退款/售后" />
  );
}
