/**
 * The app-market's paths (constants only): read by its route table, shell and pages, and by lib/
 * (the login flow). Each route's path is written here once, relative to APP_MARKET_BASE; the route table
 * and every link are built from it. Importing only lib/route-href keeps them free of import cycles.
 */
import { routeHref } from '@/lib/route-href';

export const APP_MARKET_BASE = '/app-market';

/** The routes of the app market, relative to APP_MARKET_BASE. */
export const APP_MARKET_ROUTES = {
  login: 'login',
  home: 'index',
  cart: 'cart',
  order: 'order',
  mine: 'mine',
  search: 'search',
  goodsList: 'goods-list',
  goodsDetail: 'goods-detail/:id',
  planList: 'plan-list',
  addPlan: 'add-plan',
  planDetail: 'plan-detail/:id',
  orderDetail: 'order-detail/:id',
  purchasingList: 'purchasing-list',
  addPurchasing: 'add-purchasing',
  purchasingDetail: 'purchasing-detail/:id',
  category: 'category',
  categoryFull: 'category-full/:id',
  addOrder: 'add-order',
  manageAddress: 'manage-address',
  updateAddress: 'update-address',
  manageInvoice: 'manage-invoice',
  updateInvoice: 'update-invoice',
  refundList: 'refund-list',
  refundDetail: 'refund-detail/:id',
  applyRefund: 'apply-refund/:orderId',
  privacyPolicy: 'privacy-policy',
} as const;

/** The address of an app-market route, its parameters filled in. */
export function appMarketHref(
  route: keyof typeof APP_MARKET_ROUTES,
  params?: Record<string, string>,
): string {
  return routeHref(APP_MARKET_BASE, APP_MARKET_ROUTES[route], params);
}

export const APP_MARKET_LOGIN_PATH = appMarketHref('login');
export const APP_MARKET_HOME_PATH = appMarketHref('home');
