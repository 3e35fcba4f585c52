import type { MobileLinks } from '@/app/mobile/mobile-links';
import { EMPTY_MOBILE_FILTER, mobileFilterSearch } from '@/features/goods/model/mobile-list';

const enc = encodeURIComponent;

/** Where the app market's goods screens lead (a category's goods are the goods list with cid). */
export const APP_MARKET_LINKS: MobileLinks = {
  search: '/app-market/search',
  list: (f) => `/app-market/goods-list${mobileFilterSearch({ ...EMPTY_MOBILE_FILTER, ...f })}`,
  category: (id) => `/app-market/goods-list?cid=${enc(id)}`,
  categories: (topId) => (topId ? `/app-market/category-full/${enc(topId)}` : '/app-market/category'),
  detail: (id) => `/app-market/goods-detail/${enc(id)}`,
  cart: '/app-market/cart',
  settlement: '/app-market/add-order',
};
