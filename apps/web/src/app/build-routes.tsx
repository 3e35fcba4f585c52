/**
 * Turns the route table (AreaDef/RouteDef data) into react-router route objects: lazy shells and
 * pages, redirects, login guards and a `handle` (RouteHandle) on each route for titles and crumbs.
 */
import { redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import type { AreaDef, LazyPage, PageLoader, RouteDef } from './route-types';
import type { RouteHandle } from './route-handle';
import { joinPath } from './route-handle';
import { requireLogin } from './guards';

function lazyComponent(page: LazyPage) {
  return async () => ({ Component: (await page()).default });
}

/**
 * The route's loader: the login guard first (a visitor is sent away before anything loads), then the
 * page module's own `loader`, if it has one. The module is the one the lazy route loads (import() is
 * cached), so its data starts loading with its code rather than after the first render.
 */
function pageLoader(page: LazyPage | undefined, guard: PageLoader | undefined): PageLoader | undefined {
  if (!page) return guard;
  return async (args) => {
    if (guard) await guard(args);
    const { loader } = await page();
    return loader ? ((await loader(args)) ?? null) : null;
  };
}

function toRoute(def: RouteDef, area: AreaDef, parentPattern: string): RouteObject {
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
  const loader = target
    ? () => redirect(target)
    : pageLoader(def.page, def.auth ? requireLogin(area) : undefined);
  const children = def.children?.map((c) => toRoute(c, area, pattern));
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
