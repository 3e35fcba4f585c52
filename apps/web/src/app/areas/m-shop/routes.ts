import type { RouteDef } from '@/app/route-types';
import type { AccountKind } from '@/features/auth/model/account-kind';
import { M_SHOP_BASE, M_SHOP_HOME_PATH, ORDER_STATE_ALL } from './paths';

/** The phone shop's buying pages: a supplier's or an operator's calls there could only be refused. */
const BUYERS: readonly AccountKind[] = ['buyer'];

/**
 * Mobile shop routes (glossary titles). Paths are relative to /m-shop.
 *
 * The table is its own module (area.ts registers it, the shell's footer reads it): the shell does not
 * import area.ts, which imports the shell.
 */
export const mShopRoutes: RouteDef[] = [
  { path: '', redirect: M_SHOP_HOME_PATH },
  { path: 'login', title: '登录', hideFooter: true, page: () => import('./pages/login-page') },
  { path: 'register', title: '注册', hideFooter: true, page: () => import('./pages/register-page') },
  { path: 'index', title: '首页', page: () => import('./pages/index-page') },
  { path: 'category/list', title: '分类', page: () => import('./pages/category-list-page') },
  { path: 'category/:id', title: '分类商品', page: () => import('./pages/category-goods-page') },
  { path: 'search', title: '搜索', page: () => import('./pages/search-page') },
  { path: 'item/list', title: '商品列表', page: () => import('./pages/item-list-page') },
  {
    path: 'item/detail/:id',
    title: '商品详情',
    hideFooter: true,
    page: () => import('./pages/item-detail-page'),
  },
  {
    path: 'shopping-cart/list',
    title: '购物车',
    auth: true,
    roles: BUYERS,
    page: () => import('./pages/cart-page'),
  },
  {
    path: 'shopping-cart/settlement',
    title: '结算',
    auth: true,
    roles: BUYERS,
    hideFooter: true,
    page: () => import('./pages/settlement-page'),
  },
  {
    path: 'personal-center',
    title: '个人中心',
    auth: true,
    page: () => import('./pages/personal-center-page'),
  },
  { path: 'order', redirect: `${M_SHOP_BASE}/order/${ORDER_STATE_ALL}` },
  {
    path: 'order/:state',
    title: '我的订单',
    auth: true,
    roles: BUYERS,
    hideFooter: true,
    page: () => import('./pages/order-list-page'),
  },
  {
    path: 'order/detail/:id',
    title: '订单详情',
    auth: true,
    roles: BUYERS,
    page: () => import('./pages/order-detail-page'),
  },
  {
    path: 'address',
    title: '收货地址',
    auth: true,
    roles: BUYERS,
    hideFooter: true,
    page: () => import('./pages/address-page'),
  },
  {
    path: 'address/edit',
    title: '编辑地址',
    auth: true,
    roles: BUYERS,
    hideFooter: true,
    page: () => import('./pages/address-edit-page'),
  },
  {
    path: 'invoice',
    title: '发票抬头',
    auth: true,
    roles: BUYERS,
    hideFooter: true,
    page: () => import('./pages/invoice-page'),
  },
  {
    path: 'invoice/edit',
    title: '编辑发票抬头',
    auth: true,
    roles: BUYERS,
    hideFooter: true,
    page: () => import('./pages/invoice-edit-page'),
  },
  {
    path: 'refund',
    title: '退款/售后',
    auth: true,
    roles: BUYERS,
    page: () => import('./pages/refund-list-page'),
  },
  {
    path: 'refund/:id',
    title: '售后详情',
    auth: true,
    roles: BUYERS,
    hideFooter: true,
    page: () => import('./pages/refund-detail-page'),
  },
  {
    path: 'refund/apply/:orderId',
    title: '申请售后',
    auth: true,
    roles: BUYERS,
    hideFooter: true,
    page: () => import('./pages/refund-apply-page'),
  },
];
