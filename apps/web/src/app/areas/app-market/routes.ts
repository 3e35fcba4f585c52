import type { RouteDef } from '@/app/route-types';
import type { AccountKind } from '@/features/auth/model/account-kind';
import { APP_MARKET_HOME_PATH, APP_MARKET_ROUTES as R } from './paths';

type Page = NonNullable<RouteDef['page']>;

/** The four footer tabs: the footer shows on these routes only. */
const APP_MARKET_FOOTER_PATHS: readonly string[] = [R.home, R.cart, R.order, R.mine];

/** The buying pages: a supplier's or an operator's calls there could only be refused. */
const BUYERS: readonly AccountKind[] = ['buyer'];
const BUYER_PATHS: readonly string[] = [
  R.cart,
  R.order,
  R.addOrder,
  R.orderDetail,
  R.manageAddress,
  R.updateAddress,
  R.manageInvoice,
  R.updateInvoice,
  R.refundList,
  R.refundDetail,
  R.applyRefund,
  R.planList,
  R.addPlan,
  R.planDetail,
  R.purchasingList,
  R.addPurchasing,
  R.purchasingDetail,
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
 * App-market routes, titled as the product spec names the pages (paths in paths.ts). Login is required for everything except login, index, search,
 * goods-list, goods-detail, category, category-full and privacy-policy.
 *
 * The table is its own module (area.ts registers it, the shell's footer reads it): the shell does not
 * import area.ts, which imports the shell.
 */
export const appMarketRoutes: RouteDef[] = [
  { path: '', redirect: APP_MARKET_HOME_PATH },
  route(R.login, '登录', () => import('./pages/login-page'), true),
  route(R.home, '首页', () => import('./pages/index-page'), true),
  route(R.cart, '购物车', () => import('./pages/cart-page')),
  route(R.order, '订单', () => import('./pages/order-page')),
  route(R.mine, '我的', () => import('./pages/mine-page')),
  route(R.search, '搜索', () => import('./pages/search-page'), true),
  route(R.goodsList, '商品列表', () => import('./pages/goods-list-page'), true),
  route(R.goodsDetail, '商品详情', () => import('./pages/goods-detail-page'), true),
  route(R.planList, '采购计划', () => import('./pages/plan-list-page')),
  route(R.addPlan, '新建采购计划', () => import('./pages/add-plan-page')),
  route(R.planDetail, '计划详情', () => import('./pages/plan-detail-page')),
  route(R.orderDetail, '订单详情', () => import('./pages/order-detail-page')),
  route(R.purchasingList, '协同采购单', () => import('./pages/purchasing-list-page')),
  route(R.addPurchasing, '新建协同采购单', () => import('./pages/add-purchasing-page')),
  route(R.purchasingDetail, '协同采购详情', () => import('./pages/purchasing-detail-page')),
  route(R.category, '分类', () => import('./pages/category-page'), true),
  route(R.categoryFull, '全部分类', () => import('./pages/category-full-page'), true),
  route(R.addOrder, '提交订单', () => import('./pages/checkout-page')),
  route(R.manageAddress, '地址管理', () => import('./pages/manage-address-page')),
  route(R.updateAddress, '编辑地址', () => import('./pages/update-address-page')),
  route(R.manageInvoice, '发票抬头', () => import('./pages/manage-invoice-page')),
  route(R.updateInvoice, '编辑发票抬头', () => import('./pages/update-invoice-page')),
  route(R.refundList, '退款/售后', () => import('./pages/refund-list-page')),
  route(R.refundDetail, '售后详情', () => import('./pages/refund-detail-page')),
  route(R.applyRefund, '申请售后', () => import('./pages/apply-refund-page')),
  route(R.privacyPolicy, '隐私政策', () => import('./pages/privacy-policy-page'), true),
];
