import { Button, Spin } from 'antd';
import { useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { storedSessionUser } from '@/features/auth/model/session';
import { getRefundDetailQuery, useRefundDetail } from '@/features/refund/api/refund-detail';
import {
  getVendorRefundDetailQuery,
  useVendorRefundDetail,
} from '@/features/refund/api/vendor-refund-detail';
import { RefundDetailView } from '@/features/refund/desktop/refund-detail-view';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { useDesktopSession } from '@/ui/desktop/use-desktop-session';

const ID = /^[1-9]\d{0,17}$/;

export function loader({ params }: LoaderFunctionArgs) {
  const user = storedSessionUser();
  const id = params.id ?? '';
  if (!user || !ID.test(id)) return null;
  void queryClient.prefetchQuery(user.isVendor ? getVendorRefundDetailQuery(id) : getRefundDetailQuery(id));
  return null;
}

/** /shop/person/refund/:id: 售后详情, the buyer's or (for a supplier account) the supplier's view. */
export default function RefundDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useDesktopSession();
  const valid = ID.test(id);
  const vendor = user?.isVendor ?? false;
  const buyerQuery = useRefundDetail(id, Boolean(user) && !vendor && valid);
  const vendorQuery = useVendorRefundDetail(id, vendor && valid);
  const query = vendor ? vendorQuery : buyerQuery;
  const back = (
    <Button onClick={() => (location.key !== 'default' ? navigate(-1) : navigate('/shop/person/refund'))}>
      返回退款/售后
    </Button>
  );

  let body;
  if (!valid) body = <QueryError error={new Error('售后单不存在')}>{back}</QueryError>;
  else if (query.isError) {
    body = (
      <QueryError error={query.error} onRetry={() => void query.refetch()}>
        {back}
      </QueryError>
    );
  } else if (!query.data) {
    body = (
      <div className="refund-loading">
        <Spin />
      </div>
    );
  } else body = <RefundDetailView detail={query.data} mode={vendor ? 'vendor' : 'buyer'} />;

  return (
    <Panel title="售后详情" extra={back}>
      {body}
    </Panel>
  );
}
