import { Button, Spin } from 'antd';
import { useLocation, useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { storedSessionUser } from '@/features/auth/model/session';
import { getOrderDetailQuery, useOrderDetail } from '@/features/order/api/order-detail';
import { getVendorOrderDetailQuery, useVendorOrderDetail } from '@/features/order/api/vendor-order-detail';
import { OrderDetailView } from '@/features/order/desktop/order-detail-view';
import { RefundApplyModal } from '@/features/refund/desktop/refund-apply-modal';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { useDesktopSession } from '@/ui/desktop/use-desktop-session';
import './order-print.css';

const ID = /^[1-9]\d{0,17}$/;

export function loader({ params }: LoaderFunctionArgs) {
  const user = storedSessionUser();
  const id = params.id ?? '';
  if (!user || !ID.test(id)) return null;
  void queryClient.prefetchQuery(user.isVendor ? getVendorOrderDetailQuery(id) : getOrderDetailQuery(id));
  return null;
}

/** /shop/person/order/:id: 订单详情, the buyer's or (for a supplier account) the supplier's view. */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useDesktopSession();
  const valid = ID.test(id);
  const vendor = user?.isVendor ?? false;
  const buyerQuery = useOrderDetail(id, Boolean(user) && !vendor && valid);
  const vendorQuery = useVendorOrderDetail(id, vendor && valid);
  const query = vendor ? vendorQuery : buyerQuery;
  // 申请售后: opened by the order's action, or by lists leading here with ?afterSale=1
  const [search, setSearch] = useSearchParams();
  const applying = !vendor && valid && search.get('afterSale') === '1';
  const setApplying = (open: boolean) =>
    setSearch(open ? { afterSale: '1' } : {}, { replace: true, preventScrollReset: true });
  const back = (
    <Button
      className="no-print"
      onClick={() => (location.key !== 'default' ? navigate(-1) : navigate('/shop/person/order'))}
    >
      返回我的订单
    </Button>
  );

  let body;
  if (!valid) body = <QueryError error={new Error('订单不存在')}>{back}</QueryError>;
  else if (query.isError) {
    body = (
      <QueryError error={query.error} onRetry={() => void query.refetch()}>
        {back}
      </QueryError>
    );
  } else if (!query.data) {
    body = (
      <div className="order-loading">
        <Spin />
      </div>
    );
  } else {
    body = (
      <OrderDetailView
        detail={query.data}
        mode={vendor ? 'vendor' : 'buyer'}
        onAfterSale={vendor ? undefined : () => setApplying(true)}
      />
    );
  }

  return (
    <div className="order-detail-page">
      <Panel title="订单详情" extra={back}>
        {body}
      </Panel>
      {applying && <RefundApplyModal orderId={id} onClose={() => setApplying(false)} />}
    </div>
  );
}
