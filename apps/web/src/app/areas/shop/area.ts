import type { AreaDef, RouteDef } from '@/app/route-types';
import { SIGN_IN_PATH } from '@/lib/env';
import type * as PersonPages from './pages/person-pages';
import type * as TradePages from './pages/trade-pages';
import type * as BidPages from './pages/bid-pages';

export const SHOP_BASE = '/shop';

type Page = NonNullable<RouteDef['page']>;
// The page helpers are called at module level: /* @__PURE__ */ lets the market-only build drop this
// module whole when the registry does not use it.

/** Pages other than the kit-free home use antd: load its provider with them (one round trip). */
const withKit =
  (page: Page): Page =>
  () =>
    Promise.all([page(), import('@/features/layout/desktop/desktop-providers')]).then(([m]) => m);

const person = (name: keyof typeof PersonPages): Page =>
  withKit(() => import('./pages/person-pages').then((m) => ({ default: m[name] })));
const trade = (name: keyof typeof TradePages): Page =>
  withKit(() => import('./pages/trade-pages').then((m) => ({ default: m[name] })));
const bid = (name: keyof typeof BidPages): Page =>
  withKit(() => import('./pages/bid-pages').then((m) => ({ default: m[name] })));

/** Desktop shop routes (§2, glossary). Paths are relative to /shop. */
export const shopRoutes: RouteDef[] = [
  { path: '', title: '商城首页', shopEntry: true, page: () => import('./pages/home-page') },
  {
    path: 'list',
    title: '商品列表',
    shopEntry: true,
    page: /* @__PURE__ */ withKit(() => import('./pages/list-page')),
  },
  {
    path: 'detail/:id',
    title: '商品详情',
    shopEntry: true,
    page: /* @__PURE__ */ withKit(() => import('./pages/detail-page')),
  },
  {
    path: 'person',
    title: '个人中心',
    // personal data: a visitor signs in first (§2 "yes by implication")
    auth: true,
    page: /* @__PURE__ */ withKit(() => import('./pages/person-layout')),
    children: [
      { path: '', redirect: '/shop/person/order' },
      { path: 'order', title: '我的订单', page: /* @__PURE__ */ person('OrderListPage') },
      { path: 'order/:id', title: '订单详情', page: /* @__PURE__ */ person('OrderDetailPage') },
      { path: 'inquire', title: '我的询价', page: /* @__PURE__ */ person('InquiryListPage') },
      { path: 'compare', title: '核价单', page: /* @__PURE__ */ person('CompareListPage') },
      { path: 'refund', title: '退款/售后', page: /* @__PURE__ */ person('RefundListPage') },
      { path: 'refund/:id', title: '售后详情', page: /* @__PURE__ */ person('RefundDetailPage') },
      { path: 'update/password', title: '修改密码', page: /* @__PURE__ */ person('PasswordPage') },
      { path: 'update/phone', title: '修改手机号', page: /* @__PURE__ */ person('PhonePage') },
      { path: 'update/invoice', title: '发票抬头', page: /* @__PURE__ */ person('InvoicePage') },
      { path: 'address', title: '收货地址', page: /* @__PURE__ */ person('AddressPage') },
    ],
  },
  {
    path: 'batch/purchase',
    title: '批量采购',
    auth: true,
    shopEntry: true,
    page: /* @__PURE__ */ trade('BatchPurchasePage'),
  },
  { path: 'cart', title: '购物车', auth: true, shopEntry: true, page: /* @__PURE__ */ trade('CartPage') },
  {
    path: 'confirm',
    title: '确认订单',
    auth: true,
    shopEntry: true,
    page: /* @__PURE__ */ trade('ConfirmPage'),
  },
  {
    path: 'bid',
    title: '竞价大厅',
    children: [
      { path: '', page: /* @__PURE__ */ bid('BidHallPage') },
      { path: 'detail/:id', title: '竞价详情', page: /* @__PURE__ */ bid('BidDetailPage') },
      { path: 'join/:id', title: '参与竞价', auth: true, page: /* @__PURE__ */ bid('BidJoinPage') },
      { path: 'info/:detailId/:itemId', title: '竞价商品详情', page: /* @__PURE__ */ bid('BidItemPage') },
      { path: 'confirm/:id', title: '竞价定标', auth: true, page: /* @__PURE__ */ bid('BidAwardPage') },
      { path: 'list', title: '竞价列表', page: /* @__PURE__ */ bid('BidListPage') },
      { path: 'create', title: '发起竞价', auth: true, page: /* @__PURE__ */ bid('BidCreatePage') },
      { path: 'public', title: '竞价公示', page: /* @__PURE__ */ bid('BidPublicPage') },
    ],
  },
];

export const shopArea: AreaDef = {
  key: 'shop',
  basePath: SHOP_BASE,
  title: '固买商城',
  kit: 'desktop',
  loginPath: SIGN_IN_PATH,
  shell: () => import('./shop-shell'),
  routes: shopRoutes,
};
