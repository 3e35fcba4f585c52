import { useNavigate, useSearchParams } from 'react-router';
import type { Notice } from '@pm/contract/notification';
import { useAccountKind, type AccountKind } from '@/features/auth/model/account-kind';
import { NOTICE_TAB_ALL, isNoticeTabKey } from '@/features/notification/model/notice-view';
import { NoticeListScreen } from '@/features/notification/mobile/notice-list-screen';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { M_SHOP_INQUIRY_PATH, orderDetailHref, refundDetailHref } from '../buyer-links';
import { mShopHref } from '../paths';

/** The phone page a notice is about: a buyer's order, refund or inquiries; nothing else has one here. */
export function mShopNoticeHref(n: Notice, kind: AccountKind | null): string | null {
  const s = n.subject;
  if (!s || kind !== 'buyer') return null;
  if (s.type === 'order') return orderDetailHref(s.id);
  if (s.type === 'refund') return refundDetailHref(s.id);
  if (s.type === 'inquiry') return M_SHOP_INQUIRY_PATH;
  return null;
}

/** /m-shop/message?tab=: 消息中心 of the signed-in user. */
export default function MShopMessagePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const kind = useAccountKind();
  const t = params.get('tab');
  const tab = isNoticeTabKey(t) ? t : NOTICE_TAB_ALL;
  const here = mShopHref('messages');
  return (
    <MobileQueryRoot>
      <BackNavBar title="消息中心" fallback={mShopHref('personalCenter')} />
      <NoticeListScreen
        tab={tab}
        onTab={(key) => navigate(key === NOTICE_TAB_ALL ? here : `${here}?tab=${key}`, { replace: true })}
        hrefOf={(n) => mShopNoticeHref(n, kind)}
      />
    </MobileQueryRoot>
  );
}
