/**
 * The hash router, built from the area registry (route table as data): '/' redirects to the build's
 * home, every area is a lazy shell with lazy pages, and a catch-all shows 页面不存在.
 *
 * The router starts with the routes of the area the address is in; the other areas join when a
 * navigation first reaches them (react-router's patchRoutesOnNavigation). Ranking every area's routes
 * up front was the largest part of the router's creation, in one task, on a phone's first screen.
 */
import { createHashRouter, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { setNavigator } from '@/lib/login-flow';
import { HOME_PATH } from './areas';
import { areaRoute } from './build-routes';
import { hostGuard } from './guards';
import type { RouteHandle } from './route-handle';
import type { AreaDef } from './route-types';
import RootLayout from './root-layout';
import PageLoading from './areas/common/page-loading';
import RouteError from './areas/common/route-error';

const notFoundHandle: RouteHandle = {
  area: 'common',
  areaTitle: '页面不存在',
  pattern: '*',
  title: '页面不存在',
};

const ROOT_ID = 'root';

/** The route objects of the given areas under the root layout. */
export function buildRoutes(areas: AreaDef[]): RouteObject[] {
  return [
    {
      id: ROOT_ID,
      path: '/',
      Component: RootLayout,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteError,
      loader: hostGuard,
      shouldRevalidate: () => true,
      children: [
        { index: true, loader: () => redirect(HOME_PATH) },
        ...areas.map(areaRoute),
        {
          path: '*',
          handle: notFoundHandle,
          lazy: async () => ({ Component: (await import('./areas/common/not-found')).default }),
        },
      ],
    },
  ];
}

const firstSegment = (path: string) => (path.split(/[/?#]/).find(Boolean) ?? '').toLowerCase();

/**
 * The areas whose routes a path can match: the area at the path's first segment, or a pathless area
 * (basePath '/') one of whose routes starts with that segment. Matching ignores case, as the router's.
 */
export function areasFor(areas: AreaDef[], path: string): AreaDef[] {
  const segment = firstSegment(path === '/' || path === '' ? HOME_PATH : path);
  return areas.filter((a) =>
    a.basePath === '/'
      ? a.routes.some((r) => firstSegment(r.path) === segment)
      : firstSegment(a.basePath) === segment,
  );
}

/** The router of the app: the current area's routes now, each other area's on its first visit. */
export function createAppRouter(areas: AreaDef[], path = window.location.hash.slice(1)) {
  const added = new Set(areasFor(areas, path));
  const router = createHashRouter(buildRoutes([...added]), {
    patchRoutesOnNavigation: ({ path: next, patch }) => {
      const more = areasFor(areas, next).filter((a) => !added.has(a));
      for (const a of more) added.add(a);
      if (more.length) patch(ROOT_ID, more.map(areaRoute));
    },
  });
  setNavigator((to, opts) => void router.navigate(to, opts));
  return router;
}
