import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { storedSessionUser } from '@/features/auth/model/session';
import { getOrderDetailQuery, useOrderDetail } from '@/features/order/api/order-detail';
import { getVendorOrderDetailQuery, useVendorOrderDetail } from '@/features/order/api/vendor-order-detail';
import { OrderApprovalNote } from '@/features/approval/desktop/order-approval-note';
import { OrderDetailView } from '@/features/order/desktop/order-detail-view';
import { RefundApplyModal } from '@/features/refund/desktop/refund-apply-modal';
import { queryClient } from '@/lib/query-client';
import { useDesktopSession } from '@/ui/desktop/use-desktop-session';
import { DETAIL_ID, DetailPanel } from './detail-panel';
import './order-print.css';

export function loader({ params }: LoaderFunctionArgs) {
  const user = storedSessionUser();
  const id = params.id ?? '';
  if (!user || !DETAIL_ID.test(id)) return null;
  void queryClient.prefetchQuery(user.isVendor ? getVendorOrderDetailQuery(id) : getOrderDetailQuery(id));
  return null;
}

/** /shop/person/order/:id: 订单详情, the buyer's or (for a supplier account) the supplier's view. */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const { user } = useDesktopSession();
  const valid = DETAIL_ID.test(id);
  const vendor = user?.isVendor ?? false;
  const buyerQuery = useOrderDetail(id, Boolean(user) && !vendor && valid);
  const vendorQuery = useVendorOrderDetail(id, vendor && valid);
  const query = vendor ? vendorQuery : buyerQuery;
  // 申请售后: opened by the order's action, or by lists leading here with ?afterSale=1
  const [search, setSearch] = useSearchParams();
  const applying = !vendor && valid && search.get('afterSale') === '1';
  const setApplying = (open: boolean) =>
    setSearch(open ? { afterSale: '1' } : {}, { replace: true, preventScrollReset: true });
  return (
    <div className="order-detail-page">
      <DetailPanel
        title="订单详情"
        valid={valid}
        missing="订单不存在"
        query={query}
        backLabel="返回我的订单"
        backPath="/shop/person/order"
        backClassName="no-print"
        loadingClassName="order-loading"
      >
        {(detail) => (
          <>
            {!vendor && <OrderApprovalNote orderId={detail.id} />}
            <OrderDetailView
              detail={detail}
              mode={vendor ? 'vendor' : 'buyer'}
              onAfterSale={vendor ? undefined : () => setApplying(true)}
            />
          </>
        )}
      </DetailPanel>
      {applying && <RefundApplyModal orderId={id} onClose={() => setApplying(false)} />}
    </div>
  );
}
