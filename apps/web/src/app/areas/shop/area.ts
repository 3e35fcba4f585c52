import type { AreaDef, RouteDef } from '@/app/route-types';
import { SIGN_IN_PATH } from '@/lib/env';
import type { AccountKind } from '@/features/auth/model/account-kind';
import { SHOP_BASE, SHOP_PERSON_HOME_PATH } from './paths';

/** Who may use a page (its calls answer anyone else with a role refusal). */
const BUYERS: readonly AccountKind[] = ['buyer'];
const SUPPLIERS: readonly AccountKind[] = ['vendor'];
const SELLS_OR_BUYS: readonly AccountKind[] = ['buyer', 'vendor'];

type Page = NonNullable<RouteDef['page']>;
// withKit is called at module level: /* @__PURE__ */ lets the market-only build drop this module whole
// when the registry does not use it.

/** Pages other than the kit-free home use antd: load its provider with them (one round trip). */
const withKit =
  (page: Page): Page =>
  () =>
    Promise.all([page(), import('@/ui/desktop/desktop-providers')]).then(([m]) => m);

/** Desktop shop routes, titled as the product spec names the pages. Paths are relative to /shop. */
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
    path: 'notice/:id',
    title: '商城公告',
    shopEntry: true,
    page: /* @__PURE__ */ withKit(() => import('./pages/notice-page')),
  },
  {
    path: 'person',
    title: '个人中心',
    // personal data: a visitor signs in first (the personal center requires sign-in by implication)
    auth: true,
    page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/personal-center-layout')),
    children: [
      { path: '', redirect: SHOP_PERSON_HOME_PATH },
      {
        path: 'order',
        roles: SELLS_OR_BUYS,
        title: '我的订单',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/order-list-page')),
      },
      {
        path: 'order/:id',
        roles: SELLS_OR_BUYS,
        title: '订单详情',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/order-detail-page')),
      },
      {
        path: 'inquire',
        roles: BUYERS,
        title: '我的询价',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/inquiry-list-page')),
      },
      {
        path: 'quote',
        roles: SUPPLIERS,
        title: '报价管理',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/vendor-quote-page')),
      },
      {
        path: 'bid',
        roles: SELLS_OR_BUYS,
        title: '我的竞价',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/my-bid-page')),
      },
      {
        path: 'plan',
        roles: BUYERS,
        title: '采购计划',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/plan-list-page')),
      },
      {
        path: 'plan/:id',
        roles: BUYERS,
        title: '采购计划详情',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/plan-detail-page')),
      },
      {
        path: 'synergy',
        roles: BUYERS,
        title: '协同采购',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/synergy-list-page')),
      },
      {
        path: 'synergy/:id',
        roles: BUYERS,
        title: '协同采购详情',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/synergy-detail-page')),
      },
      {
        path: 'approval',
        roles: BUYERS,
        title: '审批',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/approval-page')),
      },
      {
        path: 'approval/rule',
        roles: BUYERS,
        title: '审批规则',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/approval-rule-page')),
      },
      {
        path: 'compare',
        roles: BUYERS,
        title: '核价单',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/compare-list-page')),
      },
      {
        path: 'refund',
        roles: SELLS_OR_BUYS,
        title: '退款/售后',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/refund-list-page')),
      },
      {
        path: 'refund/:id',
        roles: SELLS_OR_BUYS,
        title: '售后详情',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/refund-detail-page')),
      },
      {
        path: 'message',
        title: '消息中心',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/message-page')),
      },
      {
        path: 'update/password',
        title: '修改密码',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/password-page')),
      },
      {
        path: 'update/phone',
        title: '修改手机号',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/phone-page')),
      },
      {
        path: 'update/invoice',
        roles: BUYERS,
        title: '发票抬头',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/invoice-page')),
      },
      {
        path: 'address',
        roles: BUYERS,
        title: '收货地址',
        page: /* @__PURE__ */ withKit(() => import('./pages/personal-center/address-page')),
      },
    ],
  },
  {
    path: 'supplier',
    title: '供应商工作台',
    auth: true,
    roles: SUPPLIERS,
    page: /* @__PURE__ */ withKit(() => import('./pages/supplier-home-page')),
  },
  {
    path: 'batch/purchase',
    roles: BUYERS,
    title: '批量采购',
    auth: true,
    shopEntry: true,
    page: /* @__PURE__ */ withKit(() => import('./pages/trade/batch-purchase-page')),
  },
  {
    path: 'cart',
    roles: BUYERS,
    title: '购物车',
    auth: true,
    shopEntry: true,
    page: /* @__PURE__ */ withKit(() => import('./pages/trade/cart-page')),
  },
  {
    path: 'confirm',
    roles: BUYERS,
    title: '确认订单',
    auth: true,
    shopEntry: true,
    page: /* @__PURE__ */ withKit(() => import('./pages/trade/checkout-page')),
  },
  {
    path: 'bid',
    title: '竞价大厅',
    children: [
      { path: '', page: /* @__PURE__ */ withKit(() => import('./pages/bid/bid-hall-page')) },
      {
        path: 'detail/:id',
        title: '竞价详情',
        page: /* @__PURE__ */ withKit(() => import('./pages/bid/bid-detail-page')),
      },
      {
        path: 'join/:id',
        title: '参与竞价',
        auth: true,
        page: /* @__PURE__ */ withKit(() => import('./pages/bid/bid-join-page')),
      },
      {
        path: 'info/:detailId/:itemId',
        title: '竞价商品详情',
        page: /* @__PURE__ */ withKit(() => import('./pages/bid/bid-item-page')),
      },
      {
        path: 'confirm/:id',
        title: '竞价定标',
        auth: true,
        page: /* @__PURE__ */ withKit(() => import('./pages/bid/bid-award-page')),
      },
      {
        path: 'list',
        title: '竞价列表',
        page: /* @__PURE__ */ withKit(() => import('./pages/bid/bid-list-page')),
      },
      {
        path: 'create',
        title: '发起竞价',
        auth: true,
        page: /* @__PURE__ */ withKit(() => import('./pages/bid/bid-create-page')),
      },
      {
        path: 'public',
        title: '竞价公示',
        page: /* @__PURE__ */ withKit(() => import('./pages/bid/bid-public-page')),
      },
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
