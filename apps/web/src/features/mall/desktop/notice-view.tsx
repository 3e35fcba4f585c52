import { Button, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { isNoticeMissing, useNoticeDetail } from '../api/notice-detail';
import { QueryError } from '@/ui/desktop/query-error';
import './notice.css';

/**
 * 商城公告 on the desktop shop: the notice's title, date and rich-text body (HTML kept to the server's
 * allow-list on the way in and out), its link if it has one, and the other recent notices beside it. A
 * draft, a withdrawn or an unknown notice shows 公告不存在 with the way home.
 */
export function NoticeView({
  id,
  homeHref,
  noticeHref,
}: {
  id: string;
  homeHref: string;
  noticeHref: (id: string) => string;
}) {
  const q = useNoticeDetail(id);
  if (q.isError) {
    if (isNoticeMissing(q.error)) {
      return (
        <Result
          status="404"
          title="公告不存在"
          subTitle="该公告不存在、尚未发布或已撤回。"
          extra={
            <Link to={homeHref}>
              <Button type="primary">返回商城首页</Button>
            </Link>
          }
        />
      );
    }
    return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  }
  const n = q.data;
  return (
    <div className="pm-notice">
      <article className="pm-notice__main" aria-labelledby="notice-title">
        {n ? (
          <>
            <header className="pm-notice__head">
              <span className="pm-notice__tag">公告</span>
              <h1 id="notice-title">{n.title}</h1>
              <time dateTime={n.publishedOn}>发布日期：{n.publishedOn}</time>
            </header>
            <div className="pm-notice__body pm-rich" dangerouslySetInnerHTML={{ __html: n.html }} />
            {n.link && (
              <p className="pm-notice__link">
                <Link to={n.link}>查看详情 ›</Link>
              </p>
            )}
          </>
        ) : (
          <Skeleton active title paragraph={{ rows: 8 }} />
        )}
      </article>
      <aside className="pm-notice__side" aria-labelledby="notice-recent">
        <h2 id="notice-recent">其他公告</h2>
        {n && n.recent.length === 0 ? (
          <p className="pm-notice__none">暂无其他公告</p>
        ) : (
          <ul>
            {(n?.recent ?? []).map((r) => (
              <li key={r.id}>
                <Link to={noticeHref(r.id)} title={r.title}>
                  {r.title}
                </Link>
                <time dateTime={r.date}>{r.date}</time>
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}
