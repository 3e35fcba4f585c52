import { footerHiddenAt, matchAreaRoute } from '@/ui/mobile/route-match';
import { APP_MARKET_BASE, appMarketHref } from './paths';
import { appMarketRoutes } from './routes';

export type AppMarketTabKey = 'index' | 'cart' | 'order' | 'mine';

/** Footer tabs: 首页 · 购物车 · 订单 · 我的. */
export const APP_MARKET_TABS: { key: AppMarketTabKey; title: string; path: string }[] = [
  { key: 'index', title: '首页', path: appMarketHref('home') },
  { key: 'cart', title: '购物车', path: appMarketHref('cart') },
  { key: 'order', title: '订单', path: appMarketHref('order') },
  { key: 'mine', title: '我的', path: appMarketHref('mine') },
];

/** The footer is shown only on index, cart, order and mine; every other route hides it. */
export function appMarketFooterVisible(pathname: string): boolean {
  return !footerHiddenAt(APP_MARKET_BASE, appMarketRoutes, pathname);
}

/** The active footer tab of a path, if it is one of the four. */
export function appMarketActiveTab(pathname: string): AppMarketTabKey | undefined {
  return APP_MARKET_TABS.find((t) => t.path === pathname.replace(/\/+$/, ''))?.key;
}

/** The title of the NavBar of a non-footer route (the route's title in the table). */
export function appMarketTitle(pathname: string): string {
  return matchAreaRoute(APP_MARKET_BASE, appMarketRoutes, pathname)?.title ?? '';
}
