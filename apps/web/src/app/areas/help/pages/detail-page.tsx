import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button, Selector, TextArea } from 'antd-mobile';
import { useAuthStore } from '@/features/auth/model/auth-store';
import { useHelpArticle } from '@/features/help/api/help-read';
import {
  articleOpened,
  useFavoriteArticle,
  useLikeArticle,
  useVoteArticle,
} from '@/features/help/api/help-marks';
import { helpDate, signInHref, UNHELPFUL_REASONS } from '@/features/help/model/help-view';
import { QueryError } from '@/ui/mobile/query-error';
import { HelpEmpty } from '../help-empty';
import { HELP_LOGIN_PATH } from '../paths';

/** /help/detail/:id: the article, its like, favourite and 有帮助/没帮助, related articles. */
export default function HelpDetailPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAuthStore((s) => s.isAuthorized);
  const article = useHelpArticle(id);
  const like = useLikeArticle();
  const favorite = useFavoriteArticle();
  const vote = useVoteArticle();
  const [asking, setAsking] = useState(false);
  const [reasons, setReasons] = useState<string[]>([]);
  const [other, setOther] = useState('');

  useEffect(() => {
    if (id) void articleOpened(id, signedIn);
  }, [id, signedIn]);

  const needSignIn = () => navigate(signInHref(HELP_LOGIN_PATH, location.pathname + location.search));

  if (article.error) {
    return (
      <section className="hc-card">
        <QueryError error={article.error} onRetry={() => void article.refetch()}>
          <Button size="small" onClick={() => navigate('/help/list')}>
            查看文章列表
          </Button>
        </QueryError>
      </section>
    );
  }
  const a = article.data;
  if (!a) return <p className="hc-muted hc-pad">加载中…</p>;
  const me = a.me;
  const reason = [...reasons, other.trim()].filter(Boolean).join('；');
  return (
    <div className="hc-grid">
      <article className="hc-card hc-detail">
        <h1 className="hc-detail__title">{a.title}</h1>
        <p className="hc-muted">
          <Link to={`/help/list?d=${a.directoryId}`}>{a.directoryName}</Link> · 更新于 {helpDate(a.updatedAt)}{' '}
          {a.viewCount > 0 && `· ${a.viewCount} 次浏览`}
          {me?.readAt ? ' · 已读' : ''}
        </p>
        {/* Rendered from Markdown and kept to the allow-list by the server. */}
        <div className="hc-body" dangerouslySetInnerHTML={{ __html: a.html }} />
        <div className="hc-actions">
          <Button
            size="small"
            color={me?.liked ? 'primary' : 'default'}
            loading={like.isPending}
            onClick={() => (me ? like.mutate({ id, like: !me.liked }) : needSignIn())}
          >
            {me?.liked ? '已点赞' : '点赞'} {a.likeCount}
          </Button>
          <Button
            size="small"
            color={me?.favorited ? 'primary' : 'default'}
            loading={favorite.isPending}
            onClick={() => (me ? favorite.mutate({ id, on: !me.favorited }) : needSignIn())}
          >
            {me?.favorited ? '已收藏' : '收藏'}
          </Button>
        </div>
        <div className="hc-vote">
          <span>这篇文章对你有帮助吗？</span>
          <Button
            size="mini"
            color={a.vote.helpful === true ? 'primary' : 'default'}
            onClick={() => {
              setAsking(false);
              vote.mutate({ id, helpful: true });
            }}
          >
            有帮助 {a.vote.helpfulCount}
          </Button>
          <Button
            size="mini"
            color={a.vote.helpful === false ? 'primary' : 'default'}
            onClick={() => setAsking(true)}
          >
            没帮助 {a.vote.unhelpfulCount}
          </Button>
          {a.vote.helpful === false && a.vote.reason && (
            <span className="hc-muted">你的原因：{a.vote.reason}</span>
          )}
        </div>
        {asking && (
          <div className="hc-reason">
            <Selector
              multiple
              options={UNHELPFUL_REASONS.map((r) => ({ label: r, value: r }))}
              value={reasons}
              onChange={setReasons}
            />
            <TextArea
              placeholder="其他原因（选填）"
              maxLength={100}
              value={other}
              onChange={setOther}
              rows={2}
            />
            <Button
              size="small"
              color="primary"
              disabled={!reason}
              loading={vote.isPending}
              onClick={() =>
                vote.mutate({ id, helpful: false, reason }, { onSuccess: () => setAsking(false) })
              }
            >
              提交
            </Button>
          </div>
        )}
      </article>
      <aside className="hc-card">
        <h2 className="hc-card__title">相关文章</h2>
        {a.related.length === 0 ? (
          <HelpEmpty title="暂无相关文章" />
        ) : (
          <ul className="hc-dir__list hc-related">
            {a.related.map((r) => (
              <li key={r.id}>
                <Link to={`/help/detail/${r.id}`}>{r.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}
