import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { getRefundableOrderQuery } from '@/features/refund/api/refundable-order';
import { RefundApplyScreen } from '@/features/refund/mobile/refund-apply-screen';
import { queryClient } from '@/lib/query-client';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { orderDetailHref, refundDetailHref } from '../buyer-links';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.orderId) void queryClient.prefetchQuery(getRefundableOrderQuery(params.orderId));
  return null;
}

/** /app-market/apply-refund/:orderId: 申请售后; the new application's detail afterwards. */
export default function ApplyRefundPage() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <MobileQueryRoot>
      <RefundApplyScreen
        orderId={orderId}
        onDone={(id) => navigate(refundDetailHref(id), { replace: true })}
        onBack={() => navigate(orderDetailHref(orderId), { replace: true })}
      />
    </MobileQueryRoot>
  );
}
