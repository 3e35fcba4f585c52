import { Link, useNavigate } from 'react-router';
import { Tag } from 'antd-mobile';
import { useHelpHome, useHelpHotArticles, useHelpHotTerms } from '@/features/help/api/help-read';
import { helpEvent } from '@/features/help/api/help-marks';
import { QueryError } from '@/ui/mobile/query-error';
import { HelpEmpty } from '../help-empty';
import { helpSearchHref } from '../links';
import { HELP_LIST_PATH } from '../paths';

/** /help/index: hot terms, directory cards with their first articles, hot articles. */
export default function HelpIndexPage() {
  const navigate = useNavigate();
  const home = useHelpHome();
  const terms = useHelpHotTerms();
  const hot = useHelpHotArticles();
  return (
    <div className="hc-grid">
      <div>
        <section className="hc-card">
          <h2 className="hc-card__title">热门搜索</h2>
          <div className="hc-terms">
            {(terms.data ?? []).map((t) => (
              <Tag
                key={t.keyword}
                round
                color="primary"
                fill="outline"
                className="hc-term"
                onClick={() => {
                  helpEvent({ event: 'click-hot-term', keyword: t.keyword });
                  navigate(helpSearchHref(t.keyword));
                }}
              >
                {t.keyword}
              </Tag>
            ))}
            {terms.data?.length === 0 && <span className="hc-muted">暂无热门搜索</span>}
          </div>
        </section>
        <section className="hc-card">
          <h2 className="hc-card__title">帮助目录</h2>
          {home.error ? (
            <QueryError error={home.error} onRetry={() => void home.refetch()} />
          ) : home.data?.length === 0 ? (
            <HelpEmpty title="暂无文章" description="帮助文章发布后会按目录显示在这里" />
          ) : (
            <div className="hc-dirs">
              {(home.data ?? []).map((d) => (
                <div key={d.id} className="hc-dir">
                  <Link className="hc-dir__name" to={`${HELP_LIST_PATH}?d=${d.id}`}>
                    {d.name}
                    <span className="hc-muted">（{d.articleCount}）</span>
                  </Link>
                  <ul className="hc-dir__list">
                    {d.articles.map((a) => (
                      <li key={a.id}>
                        <Link to={`/help/detail/${a.id}`}>{a.title}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </section>
      </div>
      <aside className="hc-card">
        <h2 className="hc-card__title">热门文章</h2>
        <ol className="hc-hot">
          {(hot.data ?? []).map((a) => (
            <li key={a.id}>
              <Link to={`/help/detail/${a.id}`}>{a.title}</Link>
              {a.viewCount > 0 && <span className="hc-muted">{a.viewCount} 次浏览</span>}
            </li>
          ))}
        </ol>
        {hot.data?.length === 0 && <HelpEmpty title="暂无热门文章" />}
      </aside>
    </div>
  );
}
