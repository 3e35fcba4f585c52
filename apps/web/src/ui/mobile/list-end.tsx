import { useEffect, useRef, useState } from 'react';
import { DotLoading } from 'antd-mobile';
import './list-end.css';

/** How far below the screen (px) the end of a list starts loading the next page. */
const AHEAD = '250px';

/**
 * The end of an infinite list: 上拉加载更多 while there is more, 加载中 (with moving dots) while the next
 * page loads, which it does once this row comes within 250 px of the screen, 加载失败 with 重新加载 when
 * a page failed, 没有更多了 at the end. The dots move only while loading: an animated SVG makes the
 * browser lay out and paint the page at every frame.
 *
 * It watches itself with an IntersectionObserver, so the browser tells it when it nears the screen: no
 * scroll listener and no layout read after each render (antd-mobile's InfiniteScroll measures the page
 * after every render, a forced layout of the whole page while it starts). After each page it looks
 * again, so a short page that leaves the row on screen loads the next one too.
 */
export function ListEnd({
  hasMore,
  loadMore,
}: {
  hasMore: boolean;
  /** Loads the next page; a rejected promise shows 加载失败 with a retry. */
  loadMore: () => Promise<unknown>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  // Bumped after each page: observing anew reports whether the row is still near the screen.
  const [round, setRound] = useState(0);
  const load = useRef(loadMore);
  load.current = loadMore;

  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || failed || typeof IntersectionObserver === 'undefined') return undefined;
    let busy = false;
    const io = new IntersectionObserver(
      (entries) => {
        if (busy || !entries.some((e) => e.isIntersecting)) return;
        busy = true;
        io.disconnect();
        setLoading(true);
        load.current().then(
          () => {
            setLoading(false);
            setRound((n) => n + 1);
          },
          () => {
            setLoading(false);
            setFailed(true);
          },
        );
      },
      { rootMargin: `0px 0px ${AHEAD} 0px`, scrollMargin: AHEAD } as IntersectionObserverInit,
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, failed, round]);

  if (failed) {
    return (
      <div ref={ref} className="mg-more">
        <span>加载失败</span>
        <button type="button" onClick={() => setFailed(false)}>
          重新加载
        </button>
      </div>
    );
  }
  if (hasMore) {
    return (
      <div ref={ref} className="mg-more" role="status">
        {loading ? (
          <>
            <span>加载中</span>
            <DotLoading />
          </>
        ) : (
          <span>上拉加载更多</span>
        )}
      </div>
    );
  }
  return (
    <div ref={ref} className="mg-more">
      没有更多了
    </div>
  );
}
