import type { AreaDef, AreaKey, RouteDef } from './route-types';
import type { AccountKind } from '@/features/auth/model/account-kind';
import type { RouteHandle as BaseRouteHandle } from '@/lib/route-handle';

export { isRouteHandle } from '@/lib/route-handle';

/** What every route object of the router carries in `handle` (read with useMatches). */
export interface RouteHandle extends BaseRouteHandle {
  area: AreaKey;
}

/** Joins a parent pattern and a relative path ('' is the index). */
export function joinPath(parent: string, path: string): string {
  if (path === '') return parent;
  if (path.startsWith('/')) return path;
  return `${parent === '/' ? '' : parent.replace(/\/+$/, '')}/${path}`;
}

export interface FlatRoute {
  area: AreaKey;
  pattern: string;
  /** The route's title; an untitled index route shows its parent's. */
  title?: string;
  /** Login required here or on a parent route. */
  auth: boolean;
  /** The kinds of account admitted here or by a parent route (unset: every kind). */
  roles?: readonly AccountKind[];
  redirect?: string;
  shopEntry: boolean;
  hasPage: boolean;
}

/** Every route of an area with its absolute pattern and effective title and auth flag. */
export function flattenArea(area: AreaDef): FlatRoute[] {
  const out: FlatRoute[] = [];
  const walk = (
    routes: RouteDef[],
    parent: string,
    parentTitle: string | undefined,
    parentAuth: boolean,
    parentRoles?: readonly AccountKind[],
  ) => {
    for (const r of routes) {
      const pattern = joinPath(parent, r.path);
      const title = r.title ?? (r.path === '' && !r.redirect ? parentTitle : undefined);
      const auth = parentAuth || r.auth === true;
      const roles = r.roles ?? parentRoles;
      out.push({
        area: area.key,
        pattern,
        title,
        auth,
        ...(roles ? { roles } : {}),
        redirect: r.redirect,
        shopEntry: r.shopEntry === true,
        hasPage: r.page !== undefined,
      });
      if (r.children) walk(r.children, pattern, r.title ?? parentTitle, auth, roles);
    }
  };
  walk(area.routes, area.basePath, undefined, false);
  return out;
}
