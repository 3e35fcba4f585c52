import type { AreaDef, RouteDef } from '@/app/route-types';
import type * as SimplePages from './pages/simple-pages';

export const APP_MARKET_BASE = '/app-market';
export const APP_MARKET_LOGIN = '/app-market/login';
export const APP_MARKET_HOME = '/app-market/index';

/** The four footer tabs (§2): the footer shows on these routes only. */
export const APP_MARKET_FOOTER_PATHS = ['index', 'cart', 'order', 'mine'] as const;

type Page = NonNullable<RouteDef['page']>;
/** Many pages are small: they share one chunk (pages/simple-pages.tsx). */
const simple =
  (name: keyof typeof SimplePages): Page =>
  () =>
    import('./pages/simple-pages').then((m) => ({ default: m[name] }));

function route(path: string, title: string, page: Page, open = false): RouteDef {
  const footer = (APP_MARKET_FOOTER_PATHS as readonly string[]).includes(path);
  return { path, title, page, ...(open ? {} : { auth: true }), ...(footer ? {} : { hideFooter: true }) };
}

/**
 * App-market routes (§2, glossary). Login is required for everything except login, index, search,
 * goods-list, goods-detail, category, category-full and privacy-policy.
 */
export const appMarketRoutes: RouteDef[] = [
  { path: '', redirect: APP_MARKET_HOME },
  route('login', '登录', () => import('./pages/login-page'), true),
  route('index', '首页', () => import('./pages/index-page'), true),
  route('cart', '购物车', simple('CartPage')),
  route('order', '订单', () => import('./pages/order-page')),
  route('mine', '我的', () => import('./pages/mine-page')),
  route('search', '搜索', () => import('./pages/search-page'), true),
  route('goods-list', '商品列表', simple('GoodsListPage'), true),
  route('goods-detail/:id', '商品详情', simple('GoodsDetailPage'), true),
  route('plan-list', '采购计划', simple('PlanListPage')),
  route('add-plan', '新建采购计划', simple('AddPlanPage')),
  route('plan-detail/:id', '计划详情', simple('PlanDetailPage')),
  route('order-detail/:id', '订单详情', simple('OrderDetailPage')),
  route('purchasing-list', '协同采购单', simple('PurchasingListPage')),
  route('add-purchasing', '新建协同采购单', simple('AddPurchasingPage')),
  route('purchasing-detail/:id', '协同采购详情', simple('PurchasingDetailPage')),
  route('category', '分类', () => import('./pages/category-page'), true),
  route('category-full/:id', '全部分类', simple('CategoryFullPage'), true),
  route('add-order', '提交订单', simple('AddOrderPage')),
  route('manage-address', '地址管理', simple('ManageAddressPage')),
  route('update-address', '编辑地址', simple('UpdateAddressPage')),
  route('privacy-policy', '隐私政策', () => import('./pages/privacy-policy-page'), true),
];

export const appMarketArea: AreaDef = {
  key: 'app-market',
  basePath: APP_MARKET_BASE,
  title: '固买商城',
  kit: 'mobile',
  loginPath: APP_MARKET_LOGIN,
  shell: () => import('./app-market-shell'),
  routes: appMarketRoutes,
};
