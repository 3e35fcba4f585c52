import type { AreaDef } from '@/app/route-types';
import { APP_MARKET_BASE, APP_MARKET_LOGIN_PATH } from './paths';
import { appMarketRoutes } from './routes';

export const appMarketArea: AreaDef = {
  key: 'app-market',
  basePath: APP_MARKET_BASE,
  title: '固买商城',
  kit: 'mobile',
  loginPath: APP_MARKET_LOGIN_PATH,
  shell: () => import('./app-market-shell'),
  routes: appMarketRoutes,
};
