import type { RouteDef } from '@/app/route-types';
import type { AccountKind } from '@/features/auth/model/account-kind';
import { M_SHOP_HOME_PATH, M_SHOP_ROUTES as R, mShopHref, ORDER_STATE_ALL } from './paths';

/** The phone shop's buying pages: a supplier's or an operator's calls there could only be refused. */
const BUYERS: readonly AccountKind[] = ['buyer'];

/**
 * Mobile shop routes, titled as the product spec names the pages. Paths (paths.ts) are relative to /m-shop.
 *
 * The table is its own module (area.ts registers it, the shell's footer reads it): the shell does not
 * import area.ts, which imports the shell.
 */
export const mShopRoutes: RouteDef[] = [
  { path: '', redirect: M_SHOP_HOME_PATH },
  { path: R.login, title: '登录', hideFooter: true, page: () => import('./pages/login-page') },
  { path: R.register, title: '注册', hideFooter: true, page: () => import('./pages/register-page') },
  { path: R.home, title: '首页', page: () => import('./pages/index-page') },
  { path: R.categories, title: '分类', page: () => import('./pages/category-list-page') },
  { path: R.category, title: '分类商品', page: () => import('./pages/category-goods-page') },
  { path: R.search, title: '搜索', page: () => import('./pages/search-page') },
  { path: R.itemList, title: '商品列表', page: () => import('./pages/item-list-page') },
  { path: R.notice, title: '商城公告', hideFooter: true, page: () => import('./pages/notice-page') },
  {
    path: R.itemDetail,
    title: '商品详情',
    hideFooter: true,
    page: () => import('./pages/item-detail-page'),
  },
  {
    path: R.cart,
    title: '购物车',
    auth: true,
    roles: BUYERS,
    page: () => import('./pages/cart-page'),
  },
  {
    path: R.settlement,
    title: '结算',
    auth: true,
    roles: BUYERS,
    hideFooter: true,
    page: () => import('./pages/checkout-page'),
  },
  {
    path: R.personalCenter,
    title: '个人中心',
    auth: true,
    page: () => import('./pages/personal-center-page'),
  },
  {
    path: R.messages,
    title: '消息中心',
    auth: true,
    page: () => import('./pages/message-page'),
  },
  {
    path: R.approval,
    title: '审批',
    auth: true,
    page: () => import('./pages/approval-page'),
  },
  {
    path: R.approvalRule,
    title: '审批规则',
    auth: true,
    page: () => import('./pages/approval-rule-page'),
  },
  { path: R.orders, redirect: mShopHref('orderList', { state: ORDER_STATE_ALL }) },
  {
    path: R.orderList,
    title: '我的订单',
    auth: true,
    roles: BUYERS,
    hideFooter: true,
    page: () => import('./pages/order-list-page'),
  },
  {
    path: R.orderDetail,
    title: '订单详情',
    auth: true,
    roles: BUYERS,
    page: () => import('./pages/order-detail-page'),
  },
  {
    path: R.address,
    title: '收货地址',
    auth: true,
    roles: BUYERS,
    hideFooter: true,
    page: () => import('./pages/address-page'),
  },
  {
    path: R.addressEdit,
    title: '编辑地址',
    auth: true,
    roles: BUYERS,
    hideFooter: true,
    page: () => import('./pages/address-edit-page'),
  },
  {
    path: R.invoice,
    title: '发票抬头',
    auth: true,
    roles: BUYERS,
    hideFooter: true,
    page: () => import('./pages/invoice-page'),
  },
  {
    path: R.invoiceEdit,
    title: '编辑发票抬头',
    auth: true,
    roles: BUYERS,
    hideFooter: true,
    page: () => import('./pages/invoice-edit-page'),
  },
  {
    path: R.refunds,
    title: '退款/售后',
    auth: true,
    roles: BUYERS,
    page: () => import('./pages/refund-list-page'),
  },
  {
    path: R.refundDetail,
    title: '售后详情',
    auth: true,
    roles: BUYERS,
    hideFooter: true,
    page: () => import('./pages/refund-detail-page'),
  },
  {
    path: R.refundApply,
    title: '申请售后',
    auth: true,
    roles: BUYERS,
    hideFooter: true,
    page: () => import('./pages/refund-apply-page'),
  },
  {
    path: R.inquiry,
    title: '我的询价',
    auth: true,
    roles: BUYERS,
    hideFooter: true,
    page: () => import('./pages/inquiry-page'),
  },
];
