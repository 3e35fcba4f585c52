import type { Notice } from '@pm/contract/notification';
import { useAccountKind, type AccountKind } from '@/features/auth/model/account-kind';
import { storedSessionUser } from '@/features/auth/model/session';
import { getNoticePageQuery } from '@/features/notification/api/notice-page';
import { NoticeList } from '@/features/notification/desktop/notice-list';
import { noticePageQueryOf, readNoticeFilters } from '@/features/notification/model/notice-view';
import { queryClient } from '@/lib/query-client';
import type { LoaderFunctionArgs } from 'react-router';

/** Starts loading the list of the address's tab with the page's code. */
export function loader({ request }: LoaderFunctionArgs) {
  if (!storedSessionUser()) return null;
  void queryClient.prefetchQuery(
    getNoticePageQuery(noticePageQueryOf(readNoticeFilters(new URL(request.url).searchParams))),
  );
  return null;
}

/** The desktop page a notice is about, for the kind of account reading it. */
export function shopNoticeHref(n: Notice, kind: AccountKind | null): string | null {
  const s = n.subject;
  if (!s) return null;
  switch (s.type) {
    case 'order':
      return kind === 'operator' ? null : `/shop/person/order/${s.id}`;
    case 'refund':
      return kind === 'operator' ? null : `/shop/person/refund/${s.id}`;
    case 'inquiry':
      return kind === 'vendor' ? '/shop/person/quote' : kind === 'buyer' ? '/shop/person/inquire' : null;
    case 'bid':
      return `/shop/bid/detail/${s.id}`;
    default:
      return null;
  }
}

/** /shop/person/message: 消息中心, the signed-in user's notices (buyers, suppliers and operators alike). */
export default function MessagePage() {
  const kind = useAccountKind();
  return <NoticeList hrefOf={(n) => shopNoticeHref(n, kind)} />;
}
