/**
 * The login flow: which login screen serves the current address, and the way back.
 *
 * - '#/app-market/...' → '/app-market/login' (unless the hash contains 'help');
 * - '#/m-shop/...'     → '/m-shop/login';
 * - anything else      → the trade site's sign-in page with `?redirect=<current address>`.
 *
 * The sign-in and sign-out pages are configuration (VITE_SIGN_IN_PATH, VITE_SIGN_OUT_PATH): a hash path
 * served by this app (default '/login', '/logout') or an absolute URL. When VITE_WEB_HOST is set, the
 * pages live on the trade web host of the current environment (see lib/host.ts) and the redirect
 * parameter carries the full current URL.
 */
import { APP_MARKET_BASE, APP_MARKET_LOGIN_PATH } from '@/app/areas/app-market/paths';
import { M_SHOP_BASE, M_SHOP_LOGIN_PATH } from '@/app/areas/m-shop/paths';
import { SHOP_BASE } from '@/app/areas/shop/paths';
import { env } from './env';
import { webHostFor } from './host';

export interface LocationLike {
  hash: string;
  href: string;
  hostname: string;
  protocol: string;
  origin: string;
}

export interface LoginFlowConfig {
  signInPath: string;
  signOutPath: string;
  webHost: string;
  marketOnly: boolean;
}

export const REDIRECT_PARAM = 'redirect';
export const DEFAULT_LANDING = SHOP_BASE;

function defaultLocation(): LocationLike {
  return window.location;
}

/** '#/shop/list?k=1' → '/shop/list?k=1'; '' → '/'. */
export function hashPathOf(hash: string): string {
  const p = hash.replace(/^#/, '');
  return p.startsWith('/') ? p : `/${p}`;
}

function pathname(p: string): string {
  return p.split('?')[0] ?? p;
}

function isAbsoluteUrl(p: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(p) || p.startsWith('//');
}

function withQuery(base: string, key: string, value: string): string {
  return `${base}${base.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;
}

function isAuthPage(path: string, config: LoginFlowConfig): boolean {
  const p = pathname(path);
  return p === config.signInPath || p === config.signOutPath;
}

/** The redirect parameter of an in-app path's query, if any. */
function redirectParamOf(path: string): string | null {
  const i = path.indexOf('?');
  return i < 0 ? null : new URLSearchParams(path.slice(i + 1)).get(REDIRECT_PARAM);
}

/** A sign-in/out page (configured) with the redirect parameter for the current address. */
function authPageFor(page: string, currentPath: string, loc: LocationLike, config: LoginFlowConfig): string {
  if (isAbsoluteUrl(page)) return withQuery(page, REDIRECT_PARAM, loc.href);
  if (config.webHost) {
    const host = webHostFor(loc.hostname, config.webHost);
    return withQuery(`${loc.protocol}//${host}${page}`, REDIRECT_PARAM, loc.href);
  }
  // On the sign-in/out page itself keep the original redirect instead of nesting it.
  const redirect = isAuthPage(currentPath, config) ? redirectParamOf(currentPath) : currentPath;
  return redirect ? withQuery(page, REDIRECT_PARAM, redirect) : page;
}

/** The login screen for where the user is (hash path, or an absolute URL for an external sign-in page). */
export function loginPathFor(
  hash: string,
  loc: LocationLike = defaultLocation(),
  config: LoginFlowConfig = env,
): string {
  const current = hashPathOf(hash);
  if (current.startsWith(APP_MARKET_BASE) && !hash.includes('help')) return APP_MARKET_LOGIN_PATH;
  if (current.startsWith(M_SHOP_BASE)) return M_SHOP_LOGIN_PATH;
  // The market-only build has no desktop sign-in page: app-market logs in; the help centre is open to guests.
  if (config.marketOnly && !isAbsoluteUrl(config.signInPath) && !config.webHost) {
    return hash.includes('help') ? current : APP_MARKET_LOGIN_PATH;
  }
  return authPageFor(config.signInPath, current, loc, config);
}

/**
 * The login screen of an area for a route the visitor wanted (guards): the area's login path with
 * `?redirect=<target>`. The configured sign-in page is resolved like loginPathFor (external host/URL).
 */
export function loginTargetFor(
  loginPath: string,
  targetPath: string,
  loc: LocationLike = defaultLocation(),
  config: LoginFlowConfig = env,
): string {
  if (loginPath === config.signInPath) {
    const href = `${loc.href.split('#')[0] ?? ''}#${targetPath}`;
    return authPageFor(config.signInPath, targetPath, { ...loc, hash: `#${targetPath}`, href }, config);
  }
  return withQuery(loginPath, REDIRECT_PARAM, targetPath);
}

/** The sign-out page with the same redirect parameter as the sign-in page (explicit sign-out). */
export function signOutPathFor(
  hash: string,
  loc: LocationLike = defaultLocation(),
  config: LoginFlowConfig = env,
): string {
  return authPageFor(config.signOutPath, hashPathOf(hash), loc, config);
}

/**
 * Where to go after login: the `redirect` parameter of `search` when it is a safe in-app path (or an
 * absolute URL on this origin), otherwise `fallback`.
 */
export function redirectTargetOf(
  search: string,
  fallback: string = DEFAULT_LANDING,
  origin: string = defaultLocation().origin,
  config: LoginFlowConfig = env,
): string {
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(REDIRECT_PARAM);
  if (!value) return fallback;
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) {
    return isAuthPage(value, config) ? fallback : value;
  }
  try {
    const url = new URL(value);
    if (url.origin === origin) return url.href;
  } catch {
    // not a URL: fall through
  }
  return fallback;
}

type Navigator = (to: string, opts?: { replace?: boolean }) => void;
let navigator: Navigator | null = null;

/** The router registers its navigate function so that lib code moves through it (no full reload). */
export function setNavigator(fn: Navigator | null): void {
  navigator = fn;
}

/** Goes to an in-app hash path ('/x') or an absolute URL. */
export function navigateTo(target: string, opts: { replace?: boolean } = {}): void {
  if (target.startsWith('/') && !target.startsWith('//')) {
    if (navigator) navigator(target, opts);
    else window.location.hash = target;
    return;
  }
  if (opts.replace) window.location.replace(target);
  else window.location.assign(target);
}

/** The query string of the current hash address ('?redirect=...' or ''). */
export function currentHashSearch(hash: string = defaultLocation().hash): string {
  const path = hashPathOf(hash);
  const i = path.indexOf('?');
  return i < 0 ? '' : path.slice(i);
}

/** Sends the user back to the `redirect` parameter (of the current address by default), or `fallback`. */
export function redirectAfterLogin(search: string = currentHashSearch(), fallback = DEFAULT_LANDING): void {
  navigateTo(redirectTargetOf(search, fallback), { replace: true });
}

/** Shows the login screen of the current area, unless it is already shown. */
export function goToLogin(hash: string = defaultLocation().hash): void {
  const target = loginPathFor(hash);
  if (target.startsWith('/') && pathname(target) === pathname(hashPathOf(hash))) return;
  navigateTo(target);
}
