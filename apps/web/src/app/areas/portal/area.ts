import type { AreaDef, RouteDef } from '@/app/route-types';
import { env } from '@/lib/env';
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
  loginPath: env.signInPath,
  shell: () => import('./portal-shell'),
  routes: [
    { path: '', redirect: '/portal/customer' },
    { path: 'customer', title: '客户案例', page: page('CustomerListPage') },
    { path: 'customer/:id', title: '案例详情', page: page('CustomerDetailPage') },
  ],
};
