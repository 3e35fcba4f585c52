import { useNavigate, useSearchParams } from 'react-router';
import { isRefundTabKey, REFUND_TAB_ALL } from '@/features/refund/model/refund-tabs';
import { RefundListScreen } from '@/features/refund/mobile/refund-list-screen';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { M_SHOP_REFUND_LIST_PATH, refundDetailHref } from '../buyer-links';
import { mShopHref } from '../paths';

/** /m-shop/refund?status=: 退款/售后, tabbed by status. */
export default function MShopRefundListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const s = params.get('status');
  const status = isRefundTabKey(s) ? s : REFUND_TAB_ALL;
  return (
    <MobileQueryRoot>
      <BackNavBar title="退款/售后" fallback={mShopHref('personalCenter')} />
      <RefundListScreen
        status={status}
        onTab={(key) =>
          navigate(
            key === REFUND_TAB_ALL ? M_SHOP_REFUND_LIST_PATH : `${M_SHOP_REFUND_LIST_PATH}?status=${key}`,
            {
              replace: true,
            },
          )
        }
        refundHref={refundDetailHref}
      />
    </MobileQueryRoot>
  );
}
