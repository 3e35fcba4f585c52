import type { AreaDef } from '@/app/route-types';
import { M_SHOP_BASE, M_SHOP_LOGIN_PATH } from './paths';
import { mShopRoutes } from './routes';

export const mShopArea: AreaDef = {
  key: 'm-shop',
  basePath: M_SHOP_BASE,
  title: '固买移动商城',
  kit: 'mobile',
  loginPath: M_SHOP_LOGIN_PATH,
  shell: () => import('./m-shop-shell'),
  routes: mShopRoutes,
};
