import { useParams, type LoaderFunctionArgs } from 'react-router';
import { storedSessionUser } from '@/features/auth/model/session';
import { getRefundDetailQuery, useRefundDetail } from '@/features/refund/api/refund-detail';
import {
  getVendorRefundDetailQuery,
  useVendorRefundDetail,
} from '@/features/refund/api/vendor-refund-detail';
import { RefundDetailView } from '@/features/refund/desktop/refund-detail-view';
import { PageHelp } from '@/features/help/desktop/page-help';
import { queryClient } from '@/lib/query-client';
import { useDesktopSession } from '@/ui/desktop/use-desktop-session';
import { DETAIL_ID, DetailPanel } from './detail-panel';

export function loader({ params }: LoaderFunctionArgs) {
  const user = storedSessionUser();
  const id = params.id ?? '';
  if (!user || !DETAIL_ID.test(id)) return null;
  void queryClient.prefetchQuery(user.isVendor ? getVendorRefundDetailQuery(id) : getRefundDetailQuery(id));
  return null;
}

/** /shop/person/refund/:id: 售后详情, the buyer's or (for a supplier account) the supplier's view. */
export default function RefundDetailPage() {
  const { id = '' } = useParams();
  const { user } = useDesktopSession();
  const valid = DETAIL_ID.test(id);
  const vendor = user?.isVendor ?? false;
  const buyerQuery = useRefundDetail(id, Boolean(user) && !vendor && valid);
  const vendorQuery = useVendorRefundDetail(id, vendor && valid);
  const query = vendor ? vendorQuery : buyerQuery;
  return (
    <DetailPanel
      title="售后详情"
      valid={valid}
      missing="售后单不存在"
      query={query}
      backLabel="返回退款/售后"
      backPath="/shop/person/refund"
      loadingClassName="refund-loading"
    >
      {(detail) => (
        <>
          <RefundDetailView detail={detail} mode={vendor ? 'vendor' : 'buyer'} />
          <PageHelp tag="refund" />
        </>
      )}
    </DetailPanel>
  );
}
