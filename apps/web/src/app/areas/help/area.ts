import type { AreaDef, RouteDef } from '@/app/route-types';
import { cleanKeyword } from '@/features/shop/model/keyword';

export const HELP_BASE = '/help';
export const HELP_HOME = '/help/index';

/** Help centre routes (§2, glossary). Open to everyone; favourites and feedback ask a guest to sign in. */
export const helpRoutes: RouteDef[] = [
  { path: '', redirect: HELP_HOME },
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
  // The app-market login exists in both the full and the market-only build.
  loginPath: '/app-market/login',
  shell: () => import('./help-shell'),
  routes: helpRoutes,
};

/** The header navigation of the help centre. */
export const HELP_NAV: { path: string; title: string }[] = [
  { path: '/help/index', title: '首页' },
  { path: '/help/list', title: '文章列表' },
  { path: '/help/favorite', title: '我的收藏' },
  { path: '/help/feedback', title: '我的反馈' },
];

/** The article list filtered by a search term (markup and spaces stripped). */
export function helpSearchHref(term: string): string {
  const k = cleanKeyword(term);
  return k ? `/help/list?k=${encodeURIComponent(k)}` : '/help/list';
}
