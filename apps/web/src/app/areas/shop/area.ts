import type { AreaDef, RouteDef } from '@/app/route-types';
import { env } from '@/lib/env';
import type * as PersonPages from './pages/person-pages';
import type * as TradePages from './pages/trade-pages';
import type * as BidPages from './pages/bid-pages';

export const SHOP_BASE = '/shop';

type Page = NonNullable<RouteDef['page']>;

const person =
  (name: keyof typeof PersonPages): Page =>
  () =>
    import('./pages/person-pages').then((m) => ({ default: m[name] }));
const trade =
  (name: keyof typeof TradePages): Page =>
  () =>
    import('./pages/trade-pages').then((m) => ({ default: m[name] }));
const bid =
  (name: keyof typeof BidPages): Page =>
  () =>
    import('./pages/bid-pages').then((m) => ({ default: m[name] }));

/** Desktop shop routes (§2, glossary). Paths are relative to /shop. */
export const shopRoutes: RouteDef[] = [
  { path: '', title: '商城首页', shopEntry: true, page: () => import('./pages/home-page') },
  { path: 'list', title: '商品列表', shopEntry: true, page: () => import('./pages/list-page') },
  { path: 'detail/:id', title: '商品详情', shopEntry: true, page: () => import('./pages/detail-page') },
  {
    path: 'person',
    title: '个人中心',
    // personal data: a visitor signs in first (§2 "yes by implication")
    auth: true,
    page: () => import('./pages/person-layout'),
    children: [
      { path: '', redirect: '/shop/person/order' },
      { path: 'order', title: '我的订单', page: person('OrderListPage') },
      { path: 'order/:id', title: '订单详情', page: person('OrderDetailPage') },
      { path: 'inquire', title: '我的询价', page: person('InquiryListPage') },
      { path: 'compare', title: '核价单', page: person('CompareListPage') },
      { path: 'refund', title: '退款/售后', page: person('RefundListPage') },
      { path: 'refund/:id', title: '售后详情', page: person('RefundDetailPage') },
      { path: 'update/password', title: '修改密码', page: person('PasswordPage') },
      { path: 'update/phone', title: '修改手机号', page: person('PhonePage') },
      { path: 'update/invoice', title: '发票抬头', page: person('InvoicePage') },
      { path: 'address', title: '收货地址', page: person('AddressPage') },
    ],
  },
  { path: 'batch/purchase', title: '批量采购', auth: true, shopEntry: true, page: trade('BatchPurchasePage') },
  { path: 'cart', title: '购物车', auth: true, shopEntry: true, page: trade('CartPage') },
  { path: 'confirm', title: '确认订单', auth: true, shopEntry: true, page: trade('ConfirmPage') },
  {
    path: 'bid',
    title: '竞价大厅',
    children: [
      { path: '', page: bid('BidHallPage') },
      { path: 'detail/:id', title: '竞价详情', page: bid('BidDetailPage') },
      { path: 'join/:id', title: '参与竞价', auth: true, page: bid('BidJoinPage') },
      { path: 'info/:detailId/:itemId', title: '竞价商品详情', page: bid('BidItemPage') },
      { path: 'confirm/:id', title: '竞价定标', auth: true, page: bid('BidAwardPage') },
      { path: 'list', title: '竞价列表', page: bid('BidListPage') },
      { path: 'create', title: '发起竞价', auth: true, page: bid('BidCreatePage') },
      { path: 'public', title: '竞价公示', page: bid('BidPublicPage') },
    ],
  },
];

export const shopArea: AreaDef = {
  key: 'shop',
  basePath: SHOP_BASE,
  title: '固买商城',
  kit: 'desktop',
  loginPath: env.signInPath,
  shell: () => import('./shop-shell'),
  routes: shopRoutes,
};
