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
import type { AreaDef } from './route-types';

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
    notify(LOGIN_REQUIRED_TEXT, 'info');
    throw redirect(target);
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
