import type { AreaDef, RouteDef } from '@/app/route-types';
import { SIGN_IN_PATH } from '@/lib/env';
import type * as Pages from './pages';

type Page = NonNullable<RouteDef['page']>;
const page =
  (name: keyof typeof Pages): Page =>
  () =>
    import('./pages').then((m) => ({ default: m[name] }));

/** Customer stories portal (§2, glossary). */
export const portalArea: AreaDef = {
  key: 'portal',
  basePath: '/portal',
  title: '客户案例',
  kit: 'desktop',
  loginPath: SIGN_IN_PATH,
  shell: () => import('./portal-shell'),
  routes: [
    { path: '', redirect: '/portal/customer' },
    { path: 'customer', title: '客户案例', page: /* @__PURE__ */ page('CustomerListPage') },
    { path: 'customer/:id', title: '案例详情', page: /* @__PURE__ */ page('CustomerDetailPage') },
  ],
};
