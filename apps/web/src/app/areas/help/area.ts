import type { AreaDef, RouteDef } from '@/app/route-types';
import { HELP_BASE, HELP_HOME_PATH, HELP_LOGIN_PATH } from './paths';

/**
 * Help centre routes, titled as the product spec names the pages. Open to everyone; favourites and feedback
 * ask a guest to sign in.
 */
export const helpRoutes: RouteDef[] = [
  { path: '', redirect: HELP_HOME_PATH },
  { path: 'index', title: '首页', page: () => import('./pages/index-page') },
  { path: 'list', title: '文章列表', page: () => import('./pages/list-page') },
  { path: 'detail/:id', title: '文章详情', page: () => import('./pages/detail-page') },
  { path: 'favorite', title: '我的收藏', page: () => import('./pages/favorite-page') },
  { path: 'feedback', title: '我的反馈', page: () => import('./pages/feedback-page') },
];

export const helpArea: AreaDef = {
  key: 'help',
  basePath: HELP_BASE,
  title: '帮助中心',
  kit: 'mobile',
  loginPath: HELP_LOGIN_PATH,
  shell: () => import('./help-shell'),
  routes: helpRoutes,
};
