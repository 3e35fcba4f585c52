/**
 * The mobile shop's paths (constants only): read by its route table, shell and pages, and by lib/
 * (the login flow). Each route's path is written here once, relative to M_SHOP_BASE; the route table
 * and every link are built from it. Importing only lib/route-href keeps them free of import cycles.
 */
import { routeHref } from '@/lib/route-href';

export const M_SHOP_BASE = '/m-shop';

/** The routes of the mobile shop, relative to M_SHOP_BASE. */
export const M_SHOP_ROUTES = {
  login: 'login',
  register: 'register',
  home: 'index',
  categories: 'category/list',
  category: 'category/:id',
  search: 'search',
  itemList: 'item/list',
  itemDetail: 'item/detail/:id',
  cart: 'shopping-cart/list',
  settlement: 'shopping-cart/settlement',
  personalCenter: 'personal-center',
  orders: 'order',
  orderList: 'order/:state',
  orderDetail: 'order/detail/:id',
  address: 'address',
  addressEdit: 'address/edit',
  invoice: 'invoice',
  invoiceEdit: 'invoice/edit',
  refunds: 'refund',
  refundDetail: 'refund/:id',
  refundApply: 'refund/apply/:orderId',
  inquiry: 'inquiry',
  messages: 'message',
  approval: 'approval',
  approvalRule: 'approval/rule',
  notice: 'notice/:id',
} as const;

/** The address of a mobile shop route, its parameters filled in. */
export function mShopHref(route: keyof typeof M_SHOP_ROUTES, params?: Record<string, string>): string {
  return routeHref(M_SHOP_BASE, M_SHOP_ROUTES[route], params);
}

export const M_SHOP_LOGIN_PATH = mShopHref('login');
export const M_SHOP_HOME_PATH = mShopHref('home');

/** The default tab of order/:state. */
export const ORDER_STATE_ALL = 'all';
