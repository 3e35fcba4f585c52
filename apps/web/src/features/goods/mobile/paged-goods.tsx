import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { GoodsCard } from '@pm/contract/goods';
import { ListEnd } from '@/ui/mobile/list-end';
import { useRevealCount } from '@/ui/mobile/use-reveal-count';
import { MobileGoodsCard } from './goods-card';

/** How far outside the screen a page of goods stays rendered (px above and below). */
const KEEP_MARGIN = '1600px 0px';

/**
 * A page of goods that is rendered only near the screen: farther away it is an empty box of the height
 * it had, so 500 scrolled goods keep a few dozen cards in the page (the scroll position does not move).
 */
export function WindowedBlock({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [parkedHeight, setParkedHeight] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    const io = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        // Measured while the goods are still there: leaving the margin parks them at their own height.
        if (entry.isIntersecting) setParkedHeight(null);
        else if (el.offsetHeight > 0) setParkedHeight(el.offsetHeight);
      },
      { rootMargin: KEEP_MARGIN },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return (
    <div ref={ref} style={parkedHeight === null ? undefined : { height: parkedHeight }}>
      {parkedHeight === null ? children : null}
    </div>
  );
}

/**
 * Goods in a two-column grid, loaded page after page as the buyer nears the end (ListEnd). Pages far from the screen are parked (WindowedBlock), so the page stays light however
 * far the buyer scrolls. The cards of a page come a few per task (useRevealCount).
 */
export function PagedGoodsGrid({
  pages,
  hrefOf,
  hasMore,
  loadMore,
  eagerCount = 0,
}: {
  pages: { records: GoodsCard[] }[];
  hrefOf: (id: string) => string;
  hasMore: boolean;
  /** Loads the next page; a rejected promise shows 加载失败 with a retry. */
  loadMore: () => Promise<unknown>;
  /** How many of the first goods are on the first screen (their images load at once). */
  eagerCount?: number;
}) {
  // A few cards per task (useRevealCount); the end of the list, which loads the next page once near the
  // screen, only when all of them are there.
  const total = pages.reduce((n, page) => n + page.records.length, 0);
  const shown = useRevealCount(total);
  let before = 0;
  return (
    <>
      {pages.map((page, p) => {
        const records = page.records.slice(0, Math.max(0, shown - before));
        before += page.records.length;
        if (records.length === 0) return null;
        return (
          <WindowedBlock key={p}>
            <div className="mg-grid mg-grid--page">
              {records.map((g, i) => (
                <MobileGoodsCard key={g.id} goods={g} href={hrefOf(g.id)} eager={p === 0 && i < eagerCount} />
              ))}
            </div>
          </WindowedBlock>
        );
      })}
      {shown >= total && <ListEnd hasMore={hasMore} loadMore={loadMore} />}
    </>
  );
}

/**
 * The loadMore of an infinite query: fetches the next page and rejects when it failed (ListEnd then
 * offers a retry instead of asking again and again).
 */
export function nextPageLoader(query: {
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
}): () => Promise<void> {
  return async () => {
    const r = await query.fetchNextPage();
    if (r.isError) throw r.error instanceof Error ? r.error : new Error('加载失败');
  };
}
