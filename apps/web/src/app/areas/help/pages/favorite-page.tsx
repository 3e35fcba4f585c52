import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'antd-mobile';
import { useFavoriteArticle, useHelpFavorites } from '@/features/help/api/help-marks';
import { helpDate } from '@/features/help/model/help-view';
import { QueryError } from '@/ui/mobile/query-error';
import { SignedInOnly } from '../sign-in-hint';
import { HelpEmpty } from '../help-empty';

function Favorites() {
  const [page, setPage] = useState(1);
  const list = useHelpFavorites(page);
  const remove = useFavoriteArticle();
  if (list.error) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <p className="hc-muted hc-pad">加载中…</p>;
  if (list.data.total === 0)
    return <HelpEmpty page title="暂无收藏的文章" description="阅读文章时点击收藏，方便以后查看" />;
  return (
    <>
      <ul className="hc-articles">
        {list.data.records.map((a) => (
          <li key={a.id} className="hc-article hc-article--row">
            <div>
              <Link to={`/help/detail/${a.id}`} className="hc-article__title">
                {a.title}
              </Link>
              <p className="hc-muted">
                {a.directoryName} · 收藏于 {helpDate(a.favoritedAt)}
              </p>
            </div>
            <Button size="mini" onClick={() => remove.mutate({ id: a.id, on: false })}>
              取消收藏
            </Button>
          </li>
        ))}
      </ul>
      {list.data.total > page * 20 && (
        <div className="hc-pager">
          <Button size="small" onClick={() => setPage(page + 1)}>
            下一页
          </Button>
        </div>
      )}
    </>
  );
}

/** /help/favorite: my favourite articles. */
export default function HelpFavoritePage() {
  return (
    <section className="hc-card">
      <h2 className="hc-card__title">我的收藏</h2>
      <SignedInOnly what="我的收藏">
        <Favorites />
      </SignedInOnly>
    </section>
  );
}
