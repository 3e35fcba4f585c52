/**
 * What every route object of the router carries in `handle` (read with useMatches). It lives in lib/ so
 * that ui/ and the features can read the matched routes without importing the app (app/route-handle.ts
 * narrows `area` to the app's area keys).
 */
export interface RouteHandle {
  /** The area (front end) of the route, e.g. 'shop', 'm-shop'. */
  area: string;
  areaTitle: string;
  /** Absolute route pattern, e.g. '/shop/detail/:id'. */
  pattern: string;
  title?: string;
  auth?: boolean;
  shopEntry?: boolean;
  hideFooter?: boolean;
  /** The area's own route (its shell), not a page. */
  isArea?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return value !== null && typeof value === 'object' && typeof (value as RouteHandle).pattern === 'string';
}
