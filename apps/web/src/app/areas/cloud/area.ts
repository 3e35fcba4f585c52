import type { AreaDef, RouteDef } from '@/app/route-types';
import { SIGN_IN_PATH } from '@/lib/env';
import type * as Pages from './pages';

type Page = NonNullable<RouteDef['page']>;
const page =
  (name: keyof typeof Pages): Page =>
  () =>
    import('./pages').then((m) => ({ default: m[name] }));

/** Cloud sourcing workspace (§2, glossary). */
export const cloudArea: AreaDef = {
  key: 'cloud',
  basePath: '/cloud',
  title: '云采购工作台',
  kit: 'desktop',
  loginPath: SIGN_IN_PATH,
  shell: () => import('./cloud-shell'),
  routes: [
    { path: '', redirect: '/cloud/index' },
    { path: 'index', title: '云采购工作台', page: /* @__PURE__ */ page('CloudHomePage') },
    { path: 'sourcing/demand-pool', title: '需求池', page: /* @__PURE__ */ page('DemandPoolPage') },
    { path: 'sourcing/inquiry-hill', title: '询价大厅', page: /* @__PURE__ */ page('InquiryHallPage') },
  ],
};
