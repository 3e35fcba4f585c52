import { useParams, type LoaderFunctionArgs } from 'react-router';
import { getRefundDetailQuery } from '@/features/refund/api/refund-detail';
import { RefundDetailScreen } from '@/features/refund/mobile/refund-detail-screen';
import { queryClient } from '@/lib/query-client';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { orderDetailHref } from '../buyer-links';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id) void queryClient.prefetchQuery(getRefundDetailQuery(params.id));
  return null;
}

/** /app-market/refund-detail/:id: 售后详情 (the shell's NavBar above). */
export default function RefundDetailPage() {
  const { id = '' } = useParams();
  return (
    <MobileQueryRoot>
      <RefundDetailScreen id={id} orderHref={orderDetailHref} />
    </MobileQueryRoot>
  );
}
