import { useSearchParams } from 'react-router';
import { HelpEmpty } from '../help-empty';

/** /help/list?k=: articles, optionally filtered by a search term. */
export default function HelpListPage() {
  const [params] = useSearchParams();
  const k = params.get('k') ?? '';
  return (
    <section className="hc-card">
      <h2 className="hc-card__title">文章列表</h2>
      {k && (
        <p className="hc-keyword">
          搜索“<b>{k}</b>”的结果
        </p>
      )}
      <HelpEmpty
        page
        title={k ? '没有找到相关文章' : '暂无文章'}
        description={k ? '换个关键词试试' : undefined}
      />
    </section>
  );
}
