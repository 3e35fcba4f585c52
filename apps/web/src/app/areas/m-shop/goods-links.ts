import type { MobileLinks } from '@/app/mobile/mobile-links';
import { EMPTY_MOBILE_FILTER, mobileFilterSearch } from '@/features/goods/model/mobile-list';
import { mShopHref } from './paths';

/** Where the mobile shop's goods screens lead. */
export const M_SHOP_LINKS: MobileLinks = {
  search: mShopHref('search'),
  list: (f) => `${mShopHref('itemList')}${mobileFilterSearch({ ...EMPTY_MOBILE_FILTER, ...f })}`,
  category: (id) => mShopHref('category', { id }),
  categories: (topId) =>
    topId ? `${mShopHref('categories')}?top=${encodeURIComponent(topId)}` : mShopHref('categories'),
  detail: (id) => mShopHref('itemDetail', { id }),
  cart: mShopHref('cart'),
  settlement: mShopHref('settlement'),
};
