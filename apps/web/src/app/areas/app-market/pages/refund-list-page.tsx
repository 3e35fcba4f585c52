import { useNavigate, useSearchParams } from 'react-router';
import { isRefundTabKey, REFUND_TAB_ALL } from '@/features/refund/model/refund-tabs';
import { RefundListScreen } from '@/features/refund/mobile/refund-list-screen';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { APP_MARKET_REFUND_LIST_PATH, refundDetailHref } from '../buyer-links';

/** /app-market/refund-list?status=: 退款/售后, tabbed by status (the shell's NavBar above). */
export default function RefundListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const s = params.get('status');
  const status = isRefundTabKey(s) ? s : REFUND_TAB_ALL;
  return (
    <MobileQueryRoot>
      <RefundListScreen
        status={status}
        onTab={(key) =>
          navigate(
            key === REFUND_TAB_ALL
              ? APP_MARKET_REFUND_LIST_PATH
              : `${APP_MARKET_REFUND_LIST_PATH}?status=${key}`,
            { replace: true },
          )
        }
        refundHref={refundDetailHref}
      />
    </MobileQueryRoot>
  );
}
