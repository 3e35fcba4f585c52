import { footerHiddenAt } from '@/ui/mobile/route-match';
import { M_SHOP_BASE, mShopHref } from './paths';
import { mShopRoutes } from './routes';

export type MShopTabKey = 'index' | 'category' | 'cart' | 'mine';

/** The bottom tab bar: 首页 · 分类 · 购物车 (badge) · 我的. */
export const M_SHOP_TABS: { key: MShopTabKey; title: string; path: string }[] = [
  { key: 'index', title: '首页', path: mShopHref('home') },
  { key: 'category', title: '分类', path: mShopHref('categories') },
  { key: 'cart', title: '购物车', path: mShopHref('cart') },
  { key: 'mine', title: '我的', path: mShopHref('personalCenter') },
];

/** Footer hidden on item/detail/:id, shopping-cart/settlement, order/:state, login and register (and unknown paths). */
export function mShopFooterHidden(pathname: string): boolean {
  return footerHiddenAt(M_SHOP_BASE, mShopRoutes, pathname);
}

/**
 * Which tab is active for a path (category/:id counts as 分类; orders, addresses, invoice titles and
 * after-sales as 我的).
 */
export function mShopActiveTab(pathname: string): MShopTabKey | undefined {
  const rest = pathname.startsWith(`${M_SHOP_BASE}/`) ? pathname.slice(M_SHOP_BASE.length + 1) : '';
  // the search page highlights no tab (issue 10)
  if (rest === 'index' || rest.startsWith('item/')) return 'index';
  if (rest.startsWith('category/')) return 'category';
  if (rest.startsWith('shopping-cart/')) return 'cart';
  if (rest === 'personal-center' || /^(order|address|invoice|refund)(\/|$)/.test(rest)) return 'mine';
  return undefined;
}
