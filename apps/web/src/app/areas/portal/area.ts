import type { AreaDef } from '@/app/route-types';
import { SIGN_IN_PATH } from '@/lib/env';
import { PORTAL_BASE, PORTAL_HOME_PATH } from './paths';

/** Customer stories portal (客户案例). */
export const portalArea: AreaDef = {
  key: 'portal',
  basePath: PORTAL_BASE,
  title: '客户案例',
  kit: 'desktop',
  loginPath: SIGN_IN_PATH,
  shell: () => import('./portal-shell'),
  routes: [
    { path: '', redirect: PORTAL_HOME_PATH },
    { path: 'customer', title: '客户案例', page: () => import('./pages/customer-list-page') },
    { path: 'customer/:id', title: '案例详情', page: () => import('./pages/customer-detail-page') },
  ],
};
