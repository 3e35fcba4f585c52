import type { AreaDef } from '@/app/route-types';
import { SIGN_IN_PATH } from '@/lib/env';

/** Open platform (§2, glossary): the API reference of /pm-api. */
export const openPlatformArea: AreaDef = {
  key: 'open-platform',
  basePath: '/open-platform',
  title: '开放平台',
  kit: 'desktop',
  loginPath: SIGN_IN_PATH,
  shell: () => import('./open-platform-shell'),
  routes: [
    { path: '', redirect: '/open-platform/index' },
    { path: 'index', title: '开放平台', page: () => import('./index-page') },
  ],
};
