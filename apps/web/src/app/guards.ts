/**
 * Route guards as router loaders: login-required routes send a visitor to the area's login
 * screen with `?redirect=<where they wanted to go>`; the AI-material host shows only /material.
 */
import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { env } from '@/lib/env';
import { materialRedirect } from '@/lib/host';
import { loginTargetFor } from '@/lib/login-flow';
import { notify } from '@/lib/notify';
import { LOGIN_REQUIRED_TEXT } from '@/lib/pending-action';
import { isSignedIn } from '@/lib/token';
import { accountKind, type AccountKind } from '@/features/auth/model/account-kind';
import { SHOP_BASE, SHOP_SUPPLIER_HOME_PATH } from './areas/shop/paths';
import type { AreaDef } from './route-types';

/** A signed-in user on a page their role may not use (a buyer's cart for a supplier, say). */
export const NO_ACCESS_TEXT = '无权访问';

/**
 * One notice per navigation: the guards of a route and of its parents run together (react-router runs
 * the loaders of every matched route at once), and each may want to say the same.
 */
let lastNotice = '';
function noticeOnce(text: string, request: Request): void {
  const key = `${text} ${request.url}`;
  if (key === lastNotice) return;
  lastNotice = key;
  queueMicrotask(() => {
    if (lastNotice === key) lastNotice = '';
  });
  notify(text, 'info');
}

/** Where each kind of account starts: a supplier's home on the desktop, the area's home on a phone. */
export function homeFor(kind: AccountKind, area: Pick<AreaDef, 'kit' | 'basePath'>): string {
  if (area.kit === 'mobile') return area.basePath;
  return kind === 'vendor' ? SHOP_SUPPLIER_HOME_PATH : SHOP_BASE;
}

/** The route address (path + query) of a loader request. */
export function routeAddressOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** null when the visitor may pass, otherwise where to send them. */
export function loginRedirectFor(area: Pick<AreaDef, 'loginPath'>, address: string, signedIn: boolean) {
  return signedIn ? null : loginTargetFor(area.loginPath, address);
}

export function requireLogin(area: AreaDef) {
  return ({ request }: LoaderFunctionArgs) => {
    const target = loginRedirectFor(area, routeAddressOf(request), isSignedIn());
    if (target === null) return null;
    noticeOnce(LOGIN_REQUIRED_TEXT, request);
    throw redirect(target);
  };
}

/**
 * Routes for some kinds of account only: a signed-in user of another kind is sent to their own home with
 * 无权访问 before the page loads anything (its calls could only be refused). Visitors pass: the login
 * guard, where the route has one, runs first.
 */
export function requireRole(area: AreaDef, roles: readonly AccountKind[]) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (!isSignedIn()) return null;
    const kind = await accountKind();
    if (kind === null || roles.includes(kind)) return null;
    noticeOnce(NO_ACCESS_TEXT, request);
    throw redirect(homeFor(kind, area));
  };
}

/** The sign-in/out pages stay reachable on every host. */
function isAuthPage(pathname: string): boolean {
  return pathname === env.signInPath || pathname === env.signOutPath;
}

/** Root loader: on the AI-material host everything but #/material goes to /material. */
export function hostGuard({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (isAuthPage(url.pathname)) return null;
  const target = materialRedirect(window.location.hostname, `#${url.pathname}`, env.materialHost);
  if (target) throw redirect(target);
  return null;
}
