import { Badge } from 'antd-mobile';
import { useNoticeUnread } from '../api/notice-unread';
import { unreadText } from '../model/notice-view';

/** The unread count beside 消息中心 in the phone personal centre (inside the query root). */
export function NoticeUnreadBadge() {
  const text = unreadText(useNoticeUnread(true).data);
  return text ? <Badge content={text} aria-label={`${text} 条未读`} /> : null;
}

/** A bell line icon in the style of ui/mobile/icons (24×24, stroke = currentColor, 1em). */
export function NoticeBellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16zM10 20.5a2 2 0 0 0 4 0" />
    </svg>
  );
}
