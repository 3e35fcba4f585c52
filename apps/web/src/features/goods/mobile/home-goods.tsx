import { Link } from 'react-router';
import { useGoodsTypePage, useGoodsTypePages } from '../api/goods-type-page';
import { MOBILE_PAGE_SIZE } from '../model/mobile-list';
import { RightIcon } from '@/ui/mobile/icons';
import { useAfterIdle } from '@/ui/mobile/use-after-idle';
import { useRevealCount } from '@/ui/mobile/use-reveal-count';
import { GoodsGridSkeleton, MobileGoodsCard } from './goods-card';
import { LoadFailed } from './load-failed';
import { nextPageLoader, PagedGoodsGrid } from './paged-goods';

/** Best sellers shown in the home's 热销商品 strip. */
export const HOT_STRIP_SIZE = 10;

/** 热销商品: the best sellers for the delivery area, a horizontal strip of compact cards. */
export function HotGoodsStrip({
  divisionCode,
  hrefOf,
  moreHref,
}: {
  divisionCode: string;
  hrefOf: (id: string) => string;
  moreHref: string;
}) {
  const q = useGoodsTypePage({ type: 'hot', limit: HOT_STRIP_SIZE, page: 1, ...area(divisionCode) });
  // what the strip shows of its width first, the rest a few per task (not in the home's longest commit)
  const shown = useRevealCount(q.data?.records.length ?? 0, 4);
  if (q.isError || (q.data && q.data.records.length === 0)) return null;
  return (
    <section className="pm-section" aria-labelledby="mg-hot">
      <h2 className="pm-section__title" id="mg-hot">
        热销商品
        <Link to={moreHref} className="mg-more-link">
          更多
          <RightIcon />
        </Link>
      </h2>
      <div className="mg-strip">
        {q.data
          ? q.data.records
              .slice(0, shown)
              .map((g, i) => (
                <MobileGoodsCard key={g.id} goods={g} href={hrefOf(g.id)} compact eager={i < 3} />
              ))
          : Array.from({ length: 4 }, (_, i) => (
              <span key={i} className="mg-card mg-card--compact mg-card--skeleton" aria-hidden="true">
                <span className="mg-card__img" />
                <span className="mg-card__body" />
              </span>
            ))}
      </div>
    </section>
  );
}

function area(divisionCode: string) {
  return /^\d{6}$/.test(divisionCode) ? { divisionCode } : {};
}

/**
 * 为您推荐: recommended goods for the delivery area, page after page as the buyer scrolls (pages far
 * off screen are parked, so hundreds of goods keep scrolling smoothly).
 */
export function RecommendFeed({
  divisionCode,
  hrefOf,
}: {
  divisionCode: string;
  hrefOf: (id: string) => string;
}) {
  const q = useGoodsTypePages({ type: 'recommend', limit: MOBILE_PAGE_SIZE, ...area(divisionCode) });
  // Below the fold: its 20 goods render once the first screen is up, not in the page's first commit.
  const ready = useAfterIdle();
  return (
    <section aria-labelledby="mg-recommend" className="mg-feed">
      <h2 className="mg-feed__title" id="mg-recommend">
        为您推荐
      </h2>
      {q.isPending || !ready ? (
        <GoodsGridSkeleton count={4} />
      ) : q.isError ? (
        <LoadFailed error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <PagedGoodsGrid
          pages={q.data.pages}
          hrefOf={hrefOf}
          hasMore={q.hasNextPage}
          loadMore={nextPageLoader(q)}
        />
      )}
    </section>
  );
}
