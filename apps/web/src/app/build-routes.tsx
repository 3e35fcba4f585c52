/**
 * Turns the route table (AreaDef/RouteDef data) into react-router route objects: lazy shells and
 * pages, redirects, login guards and a `handle` (RouteHandle) on each route for titles and crumbs.
 */
import { redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import type { AreaDef, LazyPage, PageLoader, RouteDef } from './route-types';
import type { RouteHandle } from './route-handle';
import { joinPath } from './route-handle';
import { requireLogin, requireRole } from './guards';
import type { AccountKind } from '@/features/auth/model/account-kind';

function lazyComponent(page: LazyPage) {
  return async () => ({ Component: (await page()).default });
}

/**
 * The route's loader: the guards first (a visitor or a user of another role is sent away before
 * anything loads), then the page module's own `loader`, if it has one. The module is the one the lazy
 * route loads (import() is cached), so its data starts loading with its code rather than after the first
 * render.
 */
function pageLoader(page: LazyPage | undefined, guards: PageLoader[]): PageLoader | undefined {
  if (!page && guards.length === 0) return undefined;
  return async (args) => {
    for (const guard of guards) await guard(args);
    if (!page) return null;
    const { loader } = await page();
    return loader ? ((await loader(args)) ?? null) : null;
  };
}

/** What a route inherits from its parents: react-router runs a child's loader alongside its parents'. */
interface Inherited {
  auth: boolean;
  roles?: readonly AccountKind[];
}

function toRoute(
  def: RouteDef,
  area: AreaDef,
  parentPattern: string,
  parent: Inherited = { auth: false },
): RouteObject {
  const pattern = joinPath(parentPattern, def.path);
  const handle: RouteHandle = {
    area: area.key,
    areaTitle: area.title,
    pattern,
    title: def.title,
    auth: def.auth,
    shopEntry: def.shopEntry,
    hideFooter: def.hideFooter,
  };
  const target = def.redirect;
  // The guards hold below too: a parent's guard does not keep its children's loaders from running.
  const own: Inherited = { auth: parent.auth || def.auth === true, roles: def.roles ?? parent.roles };
  const guards: PageLoader[] = [
    ...(own.auth ? [requireLogin(area)] : []),
    ...(own.roles ? [requireRole(area, own.roles)] : []),
  ];
  const loader = target ? () => redirect(target) : pageLoader(def.page, guards);
  const children = def.children?.map((c) => toRoute(c, area, pattern, own));
  const base = {
    handle,
    ...(loader ? { loader } : {}),
    ...(def.page ? { lazy: lazyComponent(def.page) } : {}),
  };
  if (def.path === '' && !children) return { ...base, index: true };
  return { ...base, path: def.path === '' ? undefined : def.path, children };
}

/** One area: its shell (lazy) at basePath, or a pathless layout when basePath is '/'. */
export function areaRoute(area: AreaDef): RouteObject {
  const handle: RouteHandle = {
    area: area.key,
    areaTitle: area.title,
    pattern: area.basePath,
    isArea: true,
  };
  const parent = area.basePath === '/' ? '/' : area.basePath;
  return {
    ...(area.basePath === '/' ? {} : { path: area.basePath }),
    handle,
    lazy: lazyComponent(area.shell),
    children: area.routes.map((r) => toRoute(r, area, parent)),
  };
}
