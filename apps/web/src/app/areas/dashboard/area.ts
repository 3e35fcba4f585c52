import type { AreaDef, RouteDef } from '@/app/route-types';
import { SIGN_IN_PATH } from '@/lib/env';
import type * as Pages from './pages';

type Page = NonNullable<RouteDef['page']>;
const page =
  (name: keyof typeof Pages): Page =>
  () =>
    import('./pages').then((m) => ({ default: m[name] }));

/** Customer dashboard 固买云 (§2, glossary). */
export const dashboardArea: AreaDef = {
  key: 'dashboard',
  basePath: '/dashboard',
  title: '固买云',
  kit: 'desktop',
  loginPath: SIGN_IN_PATH,
  shell: () => import('./dashboard-shell'),
  routes: [
    { path: '', title: '首页', page: /* @__PURE__ */ page('DashboardHomePage') },
    { path: 'collection', title: '采购汇总', page: /* @__PURE__ */ page('CollectionPage') },
    { path: 'supplier-data-board', title: '供应商数据看板', page: /* @__PURE__ */ page('SupplierBoardPage') },
  ],
};
