/**
 * Rules of the notification centre's screens without UI: the filter tabs and the address that keeps
 * them, the bell's number, times and kind words.
 */
import dayjs from 'dayjs';
import {
  NOTICE_CATEGORIES,
  NOTICE_CATEGORY_LABELS,
  NOTICE_KIND_LABELS,
  type Notice,
  type NoticeCategory,
  type NoticePageQuery,
} from '@pm/contract/notification';

export const NOTICE_PAGE_SIZE = 20;

/** The list's tabs: all, unread, and one per category. */
export type NoticeTabKey = 'all' | 'unread' | NoticeCategory;
export const NOTICE_TAB_ALL: NoticeTabKey = 'all';

export const NOTICE_TABS: { key: NoticeTabKey; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'unread', label: '未读' },
  ...NOTICE_CATEGORIES.map((c) => ({ key: c, label: NOTICE_CATEGORY_LABELS[c] })),
];

export function isNoticeTabKey(v: string | null | undefined): v is NoticeTabKey {
  return NOTICE_TABS.some((t) => t.key === v);
}

export interface NoticeFilters {
  tab: NoticeTabKey;
  page: number;
}

/** The filters an address carries (?tab=unread&page=2); anything unknown is the default. */
export function readNoticeFilters(params: URLSearchParams): NoticeFilters {
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  return {
    tab: isNoticeTabKey(tab) ? tab : NOTICE_TAB_ALL,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function writeNoticeFilters(f: NoticeFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.tab !== NOTICE_TAB_ALL) out.set('tab', f.tab);
  if (f.page > 1) out.set('page', String(f.page));
  return out;
}

/** The query of a tab and page. */
export function noticePageQueryOf(f: NoticeFilters, limit = NOTICE_PAGE_SIZE): NoticePageQuery {
  const q: NoticePageQuery = { page: f.page, limit };
  if (f.tab === 'unread') q.unread = true;
  else if (f.tab !== 'all') q.category = f.tab;
  return q;
}

/** What an empty tab says. */
export function noNoticesText(tab: NoticeTabKey): string {
  if (tab === 'all') return '暂无消息：订单发货、售后处理、收到报价和竞价进展会通知到这里';
  if (tab === 'unread') return '没有未读消息';
  return `暂无${NOTICE_CATEGORY_LABELS[tab]}消息`;
}

/** The bell's number: nothing at 0, 99+ above 99. */
export function unreadText(n: number | undefined): string {
  if (!n || n <= 0) return '';
  return n > 99 ? '99+' : String(n);
}

/** The bell's accessible name. */
export function bellLabel(n: number | undefined): string {
  return n && n > 0 ? `消息中心，${n} 条未读` : '消息中心';
}

export function kindText(notice: Pick<Notice, 'kind'>): string {
  return NOTICE_KIND_LABELS[notice.kind] ?? '通知';
}

/** An ISO instant as shown in lists: 2026-11-23 18:00. */
export function noticeTimeText(iso: string): string {
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : '';
}

/** Where a notice leads in an area (its page of the order, refund, inquiry or bid), or null. */
export type NoticeHref = (notice: Notice) => string | null;
