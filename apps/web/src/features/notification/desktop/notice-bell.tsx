import { Link } from 'react-router';
import { useNoticeUnread } from '../api/notice-unread';
import { bellLabel, unreadText } from '../model/notice-view';
import './notice-bell.css';

function BellIcon() {
  return (
    <svg viewBox="0 0 1024 1024" width="14" height="14" fill="currentColor" aria-hidden="true">
      <path d="M816 768h-24V428c0-141.1-104.3-257.7-240-277.1V112c0-22.1-17.9-40-40-40s-40 17.9-40 40v38.9c-135.7 19.4-240 136-240 277.1v340h-24c-17.7 0-32 14.3-32 32v32c0 4.4 3.6 8 8 8h216c0 61.8 50.2 112 112 112s112-50.2 112-112h216c4.4 0 8-3.6 8-8v-32c0-17.7-14.3-32-32-32zM512 888c-26.5 0-48-21.5-48-48h96c0 26.5-21.5 48-48 48zM304 768V428c0-55.6 21.6-107.8 60.9-147.1S456.4 220 512 220c55.6 0 107.8 21.6 147.1 60.9S720 372.4 720 428v340H304z" />
    </svg>
  );
}

/**
 * 消息 with the unread count, for a signed-in user of any kind (the header shows it only then). Kit-free:
 * the header is on the shop's home, which loads no UI kit. The count is read again every minute and
 * whenever the window regains focus.
 */
export function NoticeBell({ to }: { to: string }) {
  const unread = useNoticeUnread(true).data;
  const text = unreadText(unread);
  return (
    <Link to={to} className="notice-bell" aria-label={bellLabel(unread)}>
      <BellIcon />
      <span>消息</span>
      {text && (
        <span className="notice-bell__count" aria-hidden="true">
          {text}
        </span>
      )}
    </Link>
  );
}
