import { Button, Skeleton } from 'antd-mobile';
import { Link } from 'react-router';
import { EmptyState } from '@/ui/mobile/empty-state';
import { QueryError } from '@/ui/mobile/query-error';
import { isNoticeMissing, useNoticeDetail } from '../api/notice-detail';
import './notice.css';

/**
 * 商城公告 on a phone: title, date, the rich-text body (HTML kept to the server's allow-list), the notice's
 * link and the other recent notices. A draft, a withdrawn or an unknown notice: 公告不存在 and the way home.
 */
export function NoticeScreen({
  id,
  homeHref,
  noticeHref,
  linkHref,
}: {
  id: string;
  homeHref: string;
  noticeHref: (id: string) => string;
  /** Where a notice's (desktop shop) link leads in this area, or null where it has no page here. */
  linkHref: (link: string) => string | null;
}) {
  const q = useNoticeDetail(id);
  if (q.isError) {
    if (isNoticeMissing(q.error)) {
      return (
        <EmptyState title="公告不存在" description="该公告不存在、尚未发布或已撤回。" fullPage>
          <Link to={homeHref}>
            <Button size="small" color="primary">
              返回首页
            </Button>
          </Link>
        </EmptyState>
      );
    }
    return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  }
  const n = q.data;
  if (!n) {
    return (
      <div className="mm-notice">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  const link = n.link ? linkHref(n.link) : null;
  return (
    <div className="mm-notice">
      <article aria-labelledby="m-notice-title">
        <h1 id="m-notice-title" className="mm-notice__title">
          {n.title}
        </h1>
        <time className="mm-notice__date" dateTime={n.publishedOn}>
          {n.publishedOn}
        </time>
        <div className="mm-notice__body pm-rich-m" dangerouslySetInnerHTML={{ __html: n.html }} />
        {link && (
          <Link className="mm-notice__link" to={link}>
            查看详情 ›
          </Link>
        )}
      </article>
      {n.recent.length > 0 && (
        <section className="mm-notice__recent" aria-labelledby="m-notice-recent">
          <h2 id="m-notice-recent">其他公告</h2>
          <ul>
            {n.recent.map((r) => (
              <li key={r.id}>
                <Link to={noticeHref(r.id)}>
                  <span>{r.title}</span>
                  <time dateTime={r.date}>{r.date}</time>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
