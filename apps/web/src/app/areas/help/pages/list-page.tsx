import { Link, useSearchParams } from 'react-router';
import { Button } from 'antd-mobile';
import type { HelpArticleCard } from '@pm/contract/help';
import { useHelpDirectoryArticles, useHelpHome, useHelpSearch } from '@/features/help/api/help-read';
import { helpDate, resultText } from '@/features/help/model/help-view';
import { QueryError } from '@/ui/mobile/query-error';
import { HelpEmpty } from '../help-empty';
import { HELP_LIST_PATH } from '../paths';

const LIMIT = 20;

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (p: number) => void }) {
  const pages = Math.max(1, Math.ceil(Math.min(total, 1000) / LIMIT));
  if (pages <= 1) return null;
  return (
    <div className="hc-pager">
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </Button>
      <span className="hc-muted">
        第 {page} / {pages} 页
      </span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </Button>
    </div>
  );
}

function ArticleRow({ a }: { a: HelpArticleCard }) {
  return (
    <li className="hc-article">
      <Link to={`/help/detail/${a.id}`} className="hc-article__title">
        {a.title}
      </Link>
      {a.summary && <p className="hc-article__summary">{a.summary}</p>}
      <p className="hc-muted">
        {a.directoryName} · 更新于 {helpDate(a.updatedAt)}
        {a.viewCount > 0 && ` · ${a.viewCount} 次浏览`}
      </p>
    </li>
  );
}

/** /help/list?k=&d=&page=: search results with highlights, or a directory's articles beside the tree. */
export default function HelpListPage() {
  const [params, setParams] = useSearchParams();
  const k = params.get('k') ?? '';
  const d = params.get('d') ?? undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setPage = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };
  const home = useHelpHome();
  const search = useHelpSearch({ k, page, limit: LIMIT }, k !== '');
  const list = useHelpDirectoryArticles({ ...(d ? { directoryId: d } : {}), page, limit: LIMIT });
  const q = k ? search : list;
  return (
    <div className={k || d ? 'hc-list hc-list--results' : 'hc-list'}>
      <nav className="hc-card hc-tree" aria-label="帮助目录">
        <h2 className="hc-card__title">帮助目录</h2>
        <ul>
          <li>
            <Link className={!d && !k ? 'is-active' : ''} to={HELP_LIST_PATH}>
              全部文章
            </Link>
          </li>
          {(home.data ?? []).map((dir) => (
            <li key={dir.id}>
              <Link className={d === dir.id ? 'is-active' : ''} to={`${HELP_LIST_PATH}?d=${dir.id}`}>
                {dir.name}（{dir.articleCount}）
              </Link>
              {dir.children.length > 0 && (
                <ul>
                  {dir.children.map((c) => (
                    <li key={c.id}>
                      <Link className={d === c.id ? 'is-active' : ''} to={`${HELP_LIST_PATH}?d=${c.id}`}>
                        {c.name}（{c.articleCount}）
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <section className="hc-card">
        <h2 className="hc-card__title">{k ? '搜索结果' : (list.data?.directory?.name ?? '全部文章')}</h2>
        {k && search.data && (
          <p className="hc-keyword">
            {resultText(search.data.total, search.data.keyword, search.data.partial)}
          </p>
        )}
        {q.error ? (
          <QueryError error={q.error} onRetry={() => void q.refetch()} />
        ) : k && search.data ? (
          search.data.records.length === 0 ? (
            <HelpEmpty page title="没有找到相关文章" description="换个关键词试试，或在“我的反馈”告诉我们" />
          ) : (
            <ul className="hc-articles">
              {search.data.records.map((a) => (
                <li key={a.id} className="hc-article">
                  {/* The server escapes both and adds only <mark> around what matched. */}
                  <Link
                    to={`/help/detail/${a.id}`}
                    className="hc-article__title"
                    dangerouslySetInnerHTML={{ __html: a.titleHtml }}
                  />
                  <p className="hc-article__summary" dangerouslySetInnerHTML={{ __html: a.snippetHtml }} />
                  <p className="hc-muted">
                    {a.directoryName} · 更新于 {helpDate(a.updatedAt)}
                  </p>
                </li>
              ))}
            </ul>
          )
        ) : !k && list.data ? (
          list.data.records.length === 0 ? (
            <HelpEmpty page title="暂无文章" />
          ) : (
            <ul className="hc-articles">
              {list.data.records.map((a) => (
                <ArticleRow key={a.id} a={a} />
              ))}
            </ul>
          )
        ) : (
          <p className="hc-muted hc-pad">加载中…</p>
        )}
        <Pager page={page} total={(k ? search.data?.total : list.data?.total) ?? 0} onPage={setPage} />
      </section>
    </div>
  );
}
