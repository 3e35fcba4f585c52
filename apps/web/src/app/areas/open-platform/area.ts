import type { AreaDef } from '@/app/route-types';
import { SIGN_IN_PATH } from '@/lib/env';
import { OPEN_PLATFORM_BASE, OPEN_PLATFORM_HOME_PATH } from './paths';

/** Open platform (开放平台): the API reference of /pm-api. */
export const openPlatformArea: AreaDef = {
  key: 'open-platform',
  basePath: OPEN_PLATFORM_BASE,
  title: '开放平台',
  kit: 'desktop',
  loginPath: SIGN_IN_PATH,
  shell: () => import('./open-platform-shell'),
  routes: [
    { path: '', redirect: OPEN_PLATFORM_HOME_PATH },
    { path: 'index', title: '开放平台', page: () => import('./pages/index-page') },
  ],
};
