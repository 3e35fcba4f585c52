import type { RouteDef } from '@/app/route-types';
import type { AccountKind } from '@/features/auth/model/account-kind';
import { APP_MARKET_HOME_PATH } from './paths';

type Page = NonNullable<RouteDef['page']>;

/** The four footer tabs: the footer shows on these routes only. */
const APP_MARKET_FOOTER_PATHS = ['index', 'cart', 'order', 'mine'];

/** The buying pages: a supplier's or an operator's calls there could only be refused. */
const BUYERS: readonly AccountKind[] = ['buyer'];
const BUYER_PATHS = [
  'cart',
  'order',
  'add-order',
  'order-detail/:id',
  'manage-address',
  'update-address',
  'manage-invoice',
  'update-invoice',
  'refund-list',
  'refund-detail/:id',
  'apply-refund/:orderId',
];

function route(path: string, title: string, page: Page, open = false): RouteDef {
  const footer = APP_MARKET_FOOTER_PATHS.includes(path);
  return {
    path,
    title,
    page,
    ...(open ? {} : { auth: true }),
    ...(BUYER_PATHS.includes(path) ? { roles: BUYERS } : {}),
    ...(footer ? {} : { hideFooter: true }),
  };
}

/**
 * App-market routes (glossary). Login is required for everything except login, index, search,
 * goods-list, goods-detail, category, category-full and privacy-policy.
 *
 * The table is its own module (area.ts registers it, the shell's footer reads it): the shell does not
 * import area.ts, which imports the shell.
 */
export const appMarketRoutes: RouteDef[] = [
  { path: '', redirect: APP_MARKET_HOME_PATH },
  route('login', '登录', () => import('./pages/login-page'), true),
  route('index', '首页', () => import('./pages/index-page'), true),
  route('cart', '购物车', () => import('./pages/cart-page')),
  route('order', '订单', () => import('./pages/order-page')),
  route('mine', '我的', () => import('./pages/mine-page')),
  route('search', '搜索', () => import('./pages/search-page'), true),
  route('goods-list', '商品列表', () => import('./pages/goods-list-page'), true),
  route('goods-detail/:id', '商品详情', () => import('./pages/goods-detail-page'), true),
  route('plan-list', '采购计划', () => import('./pages/plan-list-page')),
  route('add-plan', '新建采购计划', () => import('./pages/add-plan-page')),
  route('plan-detail/:id', '计划详情', () => import('./pages/plan-detail-page')),
  route('order-detail/:id', '订单详情', () => import('./pages/order-detail-page')),
  route('purchasing-list', '协同采购单', () => import('./pages/purchasing-list-page')),
  route('add-purchasing', '新建协同采购单', () => import('./pages/add-purchasing-page')),
  route('purchasing-detail/:id', '协同采购详情', () => import('./pages/purchasing-detail-page')),
  route('category', '分类', () => import('./pages/category-page'), true),
  route('category-full/:id', '全部分类', () => import('./pages/category-full-page'), true),
  route('add-order', '提交订单', () => import('./pages/add-order-page')),
  route('manage-address', '地址管理', () => import('./pages/manage-address-page')),
  route('update-address', '编辑地址', () => import('./pages/update-address-page')),
  route('manage-invoice', '发票抬头', () => import('./pages/manage-invoice-page')),
  route('update-invoice', '编辑发票抬头', () => import('./pages/update-invoice-page')),
  route('refund-list', '退款/售后', () => import('./pages/refund-list-page')),
  route('refund-detail/:id', '售后详情', () => import('./pages/refund-detail-page')),
  route('apply-refund/:orderId', '申请售后', () => import('./pages/apply-refund-page')),
  route('privacy-policy', '隐私政策', () => import('./pages/privacy-policy-page'), true),
];
