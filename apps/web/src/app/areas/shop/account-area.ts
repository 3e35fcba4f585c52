import type { AreaDef } from '@/app/route-types';
import { SIGN_IN_PATH, SIGN_OUT_PATH } from '@/lib/env';

/** In-app path of a configured page ('/login' → 'login'); the default when it is an external URL. */
function routePathOf(configured: string, fallback: string): string {
  return configured.startsWith('/') && !configured.startsWith('//') ? configured.slice(1) : fallback;
}

export const SIGN_IN_ROUTE = /* @__PURE__ */ routePathOf(SIGN_IN_PATH, 'login');
export const SIGN_OUT_ROUTE = /* @__PURE__ */ routePathOf(SIGN_OUT_PATH, 'logout');

/**
 * The desktop sign-in and sign-out pages (/login, /logout by default; VITE_SIGN_IN_PATH and
 * VITE_SIGN_OUT_PATH). A pathless area at the root: its routes are top-level addresses.
 */
export const accountArea: AreaDef = {
  key: 'shop',
  basePath: '/',
  title: '登录',
  kit: 'desktop',
  loginPath: SIGN_IN_PATH,
  shell: () => import('./account-shell'),
  routes: [
    { path: SIGN_IN_ROUTE, title: '登录', page: () => import('./pages/sign-in-page') },
    { path: SIGN_OUT_ROUTE, title: '退出登录', page: () => import('./pages/sign-out-page') },
  ],
};
