import type { AreaDef } from '@/app/route-types';
import { SIGN_IN_PATH } from '@/lib/env';
import { DASHBOARD_BASE } from './paths';

/**
 * Customer dashboard 固买云. Every kind of account uses it, each with its own scope (the shell reads the
 * authorities): a purchaser their own spend, a manager the organization's, a supplier its own board, an
 * operator the platform; a visitor signs in first.
 */
export const dashboardArea: AreaDef = {
  key: 'dashboard',
  basePath: DASHBOARD_BASE,
  title: '固买云',
  kit: 'desktop',
  loginPath: SIGN_IN_PATH,
  shell: () => import('./dashboard-shell'),
  routes: [
    { path: '', title: '首页', auth: true, page: () => import('./pages/home-page') },
    { path: 'collection', title: '采购汇总', auth: true, page: () => import('./pages/collection-page') },
    {
      path: 'supplier-data-board',
      title: '供应商数据看板',
      auth: true,
      page: () => import('./pages/supplier-board-page'),
    },
  ],
};
