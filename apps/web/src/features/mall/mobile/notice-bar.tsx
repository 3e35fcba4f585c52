import { Link } from 'react-router';
import { useMallIndex } from '../api/mall-index';
import './notice.css';

/**
 * 商城公告 on the phone home: the newest published notice in one line, leading to its page (which lists the
 * others). Nothing while the home data loads or when there is no notice.
 */
export function NoticeBar({ hrefFor }: { hrefFor: (id: string) => string }) {
  const newest = useMallIndex().data?.notices[0];
  if (!newest) return null;
  return (
    <Link to={hrefFor(newest.id)} className="mm-notice-bar" aria-label={`商城公告：${newest.title}`}>
      <span className="mm-notice-bar__tag">公告</span>
      <span className="mm-notice-bar__title">{newest.title}</span>
      <span className="mm-notice-bar__more" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
