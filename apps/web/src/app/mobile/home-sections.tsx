/**
 * The data part of the phone home pages (banners, category shortcuts, 热销商品, 为您推荐), loaded after
 * the first paint: the home page's own code is only its header and these boxes' placeholders, so the
 * first screen does not wait for react-query, the api code or the kit's list parts.
 */
import type { ReactNode } from 'react';
import type { Banner } from '@pm/contract/mall';
import type { CatalogNode } from '@pm/contract/goods';
import { getCatalogTreeQuery } from '@/features/goods/api/catalog-tree';
import { getGoodsTypePageQuery, getGoodsTypePagesQuery } from '@/features/goods/api/goods-type-page';
import { CategoryShortcuts } from '@/features/goods/mobile/category-grid';
import { HOT_STRIP_SIZE, HotGoodsStrip, RecommendFeed } from '@/features/goods/mobile/home-goods';
import type { GoodsLinks } from '@/features/goods/mobile/links';
import { MOBILE_PAGE_SIZE } from '@/features/goods/model/mobile-list';
import { getMallIndexQuery } from '@/features/mall/api/mall-index';
import { shopLinkTarget } from '@/features/mall/model/banner-link';
import { BannerStrip } from '@/features/mall/mobile/banner-strip';
import { NoticeBar } from '@/features/mall/mobile/notice-bar';
import { useShopStore } from '@/features/mall/model/shop-store';
import { nextTask } from '@/lib/next-task';
import { queryClient } from '@/lib/query-client';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { useDeliveryArea } from './delivery-area';

function area(divisionCode: string) {
  return /^\d{6}$/.test(divisionCode) ? { divisionCode } : {};
}

/**
 * Starts every query of the home (called as soon as this module arrives), one per task in the order the
 * page shows them: starting a request runs the HTTP client and the query cache for the first time, a few
 * ms each on a slow phone, and four at once were one long task.
 */
export function prefetchHome(): void {
  const divisionCode = useShopStore.getState().divisionCode;
  const starts = [
    () => queryClient.prefetchQuery(getMallIndexQuery()),
    () => queryClient.prefetchQuery(getCatalogTreeQuery()),
    () =>
      queryClient.prefetchQuery(
        getGoodsTypePageQuery({ type: 'hot', limit: HOT_STRIP_SIZE, page: 1, ...area(divisionCode) }),
      ),
    () =>
      queryClient.prefetchInfiniteQuery(
        getGoodsTypePagesQuery({ type: 'recommend', limit: MOBILE_PAGE_SIZE, ...area(divisionCode) }),
      ),
  ];
  void starts.reduce<Promise<void>>(
    (prev, start) =>
      prev.then(() => {
        void start();
        return nextTask();
      }),
    Promise.resolve(),
  );
}

/** Where a banner leads in a phone area (its link names a desktop list or detail). */
export function bannerHref(banner: Banner, links: GoodsLinks): string {
  const target = shopLinkTarget(banner.link);
  if (target.kind === 'detail') return links.detail(target.id);
  if (target.kind === 'list') return links.list({ keyword: target.keyword, catalog: target.catalog });
  return links.list({});
}

function Sections({
  links,
  categoryHref,
  noticeHref,
  children,
}: {
  links: GoodsLinks;
  categoryHref: (node: CatalogNode) => string;
  noticeHref?: (id: string) => string;
  children?: ReactNode;
}) {
  const { divisionCode } = useDeliveryArea();
  return (
    <>
      <BannerStrip hrefFor={(b) => bannerHref(b, links)} />
      {noticeHref && <NoticeBar hrefFor={noticeHref} />}
      <section className="pm-section">
        <CategoryShortcuts hrefFor={categoryHref} allHref={links.categories()} />
      </section>
      {children}
      <HotGoodsStrip
        divisionCode={divisionCode}
        hrefOf={links.detail}
        moreHref={links.list({ sort: 'sales' })}
      />
      <RecommendFeed divisionCode={divisionCode} hrefOf={links.detail} />
    </>
  );
}

/**
 * The home sections of a mobile area; `children` go between the category shortcuts and the goods; with
 * `noticeHref` the newest notice shows under the banners (an area with a notice page).
 */
export default function HomeSections(props: {
  links: GoodsLinks;
  categoryHref: (node: CatalogNode) => string;
  noticeHref?: (id: string) => string;
  children?: ReactNode;
}) {
  return (
    <MobileQueryRoot>
      <Sections {...props} />
    </MobileQueryRoot>
  );
}
