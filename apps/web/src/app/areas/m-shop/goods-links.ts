import type { MobileLinks } from '@/app/mobile/mobile-links';
import { EMPTY_MOBILE_FILTER, mobileFilterSearch } from '@/features/goods/model/mobile-list';

const enc = encodeURIComponent;

/** Where the mobile shop's goods screens lead. */
export const M_SHOP_LINKS: MobileLinks = {
  search: '/m-shop/search',
  list: (f) => `/m-shop/item/list${mobileFilterSearch({ ...EMPTY_MOBILE_FILTER, ...f })}`,
  category: (id) => `/m-shop/category/${enc(id)}`,
  categories: (topId) => (topId ? `/m-shop/category/list?top=${enc(topId)}` : '/m-shop/category/list'),
  detail: (id) => `/m-shop/item/detail/${enc(id)}`,
  cart: '/m-shop/shopping-cart/list',
  settlement: '/m-shop/shopping-cart/settlement',
};
