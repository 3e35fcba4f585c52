import { useHelpForPage } from '../api/help-read';
import { helpEvent } from '../api/help-marks';

/**
 * 相关帮助: the two or three help articles tagged for a page (page tags: cart, checkout, compare, bidding,
 * refund …), as links into the help centre. Nothing is shown while loading, on failure or without articles.
 */
export function PageHelp({ tag }: { tag: string }) {
  const list = useHelpForPage(tag);
  const articles = list.data ?? [];
  if (articles.length === 0) return null;
  return (
    <aside
      className="pm-page-help"
      aria-label="相关帮助"
      style={{ marginTop: 12, fontSize: 13, color: '#666' }}
    >
      <b style={{ marginRight: 8 }}>相关帮助</b>
      {articles.map((a) => (
        <a
          key={a.id}
          href={`#/help/detail/${a.id}`}
          style={{ marginRight: 16 }}
          onClick={() => helpEvent({ event: 'click-page-help', articleId: a.id, page: tag })}
        >
          {a.title}
        </a>
      ))}
    </aside>
  );
}
