import type { MobileLinks } from '@/app/mobile/mobile-links';
import { EMPTY_MOBILE_FILTER, mobileFilterSearch } from '@/features/goods/model/mobile-list';
import { appMarketHref } from './paths';

/** Where the app market's goods screens lead (a category's goods are the goods list with cid). */
export const APP_MARKET_LINKS: MobileLinks = {
  search: appMarketHref('search'),
  list: (f) => `${appMarketHref('goodsList')}${mobileFilterSearch({ ...EMPTY_MOBILE_FILTER, ...f })}`,
  category: (id) => `${appMarketHref('goodsList')}?cid=${encodeURIComponent(id)}`,
  categories: (topId) => (topId ? appMarketHref('categoryFull', { id: topId }) : appMarketHref('category')),
  detail: (id) => appMarketHref('goodsDetail', { id }),
  cart: appMarketHref('cart'),
  settlement: appMarketHref('addOrder'),
  plans: appMarketHref('addPlan'),
};
