import { useParams, type LoaderFunctionArgs } from 'react-router';
import { getRefundDetailQuery } from '@/features/refund/api/refund-detail';
import { RefundDetailScreen } from '@/features/refund/mobile/refund-detail-screen';
import { queryClient } from '@/lib/query-client';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { M_SHOP_REFUND_LIST_PATH, orderDetailHref } from '../buyer-links';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id) void queryClient.prefetchQuery(getRefundDetailQuery(params.id));
  return null;
}

/** /m-shop/refund/:id: 售后详情 (footer hidden). */
export default function MShopRefundDetailPage() {
  const { id = '' } = useParams();
  return (
    <MobileQueryRoot>
      <BackNavBar title="售后详情" fallback={M_SHOP_REFUND_LIST_PATH} />
      <RefundDetailScreen id={id} orderHref={orderDetailHref} />
    </MobileQueryRoot>
  );
}
