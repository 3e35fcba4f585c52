import type { AreaDef } from '@/app/route-types';
import { SIGN_IN_PATH } from '@/lib/env';
import { CLOUD_BASE, CLOUD_HOME_PATH } from './paths';

/** Cloud sourcing workspace (云采购工作台). */
export const cloudArea: AreaDef = {
  key: 'cloud',
  basePath: CLOUD_BASE,
  title: '云采购工作台',
  kit: 'desktop',
  loginPath: SIGN_IN_PATH,
  shell: () => import('./cloud-shell'),
  routes: [
    { path: '', redirect: CLOUD_HOME_PATH },
    { path: 'index', title: '云采购工作台', page: () => import('./pages/home-page') },
    { path: 'sourcing/demand-pool', title: '需求池', page: () => import('./pages/demand-pool-page') },
    { path: 'sourcing/inquiry-hill', title: '询价大厅', page: () => import('./pages/inquiry-hall-page') },
  ],
};
