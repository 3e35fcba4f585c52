import type { AreaDef } from '@/app/route-types';
import type { AccountKind } from '@/features/auth/model/account-kind';
import { SIGN_IN_PATH } from '@/lib/env';
import { OPEN_PLATFORM_BASE, OPEN_PLATFORM_HOME_PATH } from './paths';

/** Buyers' and suppliers' organizations have apps (their managers manage them; the page says so to others). */
const ORGANIZATIONS: readonly AccountKind[] = ['buyer', 'vendor'];

/**
 * Open platform (开放平台, issue 31): the home with the quick start, the API reference with its try-it
 * console (visitors too), and the organization's apps with their webhooks and events (its managers).
 */
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
    { path: 'docs', title: '接口文档', page: () => import('./pages/docs-page') },
    {
      path: 'apps',
      title: '应用管理',
      auth: true,
      roles: ORGANIZATIONS,
      page: () => import('./pages/apps-page'),
    },
    {
      path: 'apps/:id',
      title: '应用详情',
      auth: true,
      roles: ORGANIZATIONS,
      page: () => import('./pages/app-detail-page'),
    },
  ],
};
