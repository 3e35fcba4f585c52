import { matchPath } from 'react-router';

/** What matching reads of a route-table entry (the app's RouteDef has these fields). */
export interface AreaRoute {
  /** Relative to the area's base path; '' is the index. */
  path: string;
  title?: string;
  redirect?: string;
  hideFooter?: boolean;
}

/** Joins an area base path and a relative route path ('' is the index). */
export function fullPath(basePath: string, path: string): string {
  return path === '' ? basePath : `${basePath}/${path}`;
}

/**
 * The route of a (flat) area route table that matches `pathname` exactly, or undefined.
 * Static segments win over dynamic ones, as in the router (order/detail/1 is not order/:state).
 */
export function matchAreaRoute<R extends AreaRoute>(
  basePath: string,
  routes: R[],
  pathname: string,
): R | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: { route: R; score: number } | undefined;
  for (const route of routes) {
    const pattern = fullPath(basePath, route.path);
    if (!matchPath({ path: pattern, end: true }, normalized)) continue;
    const score = pattern
      .split('/')
      .reduce((s, seg) => s + (seg.startsWith(':') ? 1 : seg === '*' ? 0 : 3), 0);
    if (!best || score > best.score) best = { route, score };
  }
  return best?.route;
}

/** True when the matched route hides the area footer (unknown paths hide it too). */
export function footerHiddenAt(basePath: string, routes: AreaRoute[], pathname: string): boolean {
  const route = matchAreaRoute(basePath, routes, pathname);
  return route === undefined || route.hideFooter === true;
}
