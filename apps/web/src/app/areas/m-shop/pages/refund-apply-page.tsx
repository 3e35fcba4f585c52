import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { getRefundableOrderQuery } from '@/features/refund/api/refundable-order';
import { RefundApplyScreen } from '@/features/refund/mobile/refund-apply-screen';
import { queryClient } from '@/lib/query-client';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { orderDetailHref, refundDetailHref } from '../buyer-links';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.orderId) void queryClient.prefetchQuery(getRefundableOrderQuery(params.orderId));
  return null;
}

/** /m-shop/refund/apply/:orderId: 申请售后 (footer hidden); the new application's detail afterwards. */
export default function MShopRefundApplyPage() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <MobileQueryRoot>
      <BackNavBar title="申请售后" fallback={orderDetailHref(orderId)} />
      <RefundApplyScreen
        orderId={orderId}
        onDone={(id) => navigate(refundDetailHref(id), { replace: true })}
        onBack={() => navigate(orderDetailHref(orderId), { replace: true })}
      />
    </MobileQueryRoot>
  );
}
