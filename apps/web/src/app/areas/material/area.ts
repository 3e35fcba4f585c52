import type { AreaDef, RouteDef } from '@/app/route-types';
import { SIGN_IN_PATH } from '@/lib/env';
import type * as Pages from './pages';

type Page = NonNullable<RouteDef['page']>;
const page =
  (name: keyof typeof Pages): Page =>
  () =>
    import('./pages').then((m) => ({ default: m[name] }));

/** AI material (§2, glossary). Served alone on the AI-material host (lib/host.ts). */
export const materialArea: AreaDef = {
  key: 'material',
  basePath: '/material',
  title: 'AI素材',
  kit: 'desktop',
  loginPath: SIGN_IN_PATH,
  shell: () => import('./material-shell'),
  routes: [
    { path: '', title: '素材首页', page: /* @__PURE__ */ page('MaterialHomePage') },
    { path: 'ai', title: 'AI创作', page: /* @__PURE__ */ page('MaterialAiPage') },
    { path: 'list', title: '素材列表', page: /* @__PURE__ */ page('MaterialListPage') },
    { path: 'review', title: '素材审核', page: /* @__PURE__ */ page('MaterialReviewPage') },
  ],
};
