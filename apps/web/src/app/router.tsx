/**
 * The hash router, built from the area registry (route table as data): '/' redirects to the build's
 * home, every area is a lazy shell with lazy pages, and a catch-all shows 页面不存在.
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

/** The route objects of the given areas under the root layout. */
export function buildRoutes(areas: AreaDef[]): RouteObject[] {
  return [
    {
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

export function createAppRouter(areas: AreaDef[]) {
  const router = createHashRouter(buildRoutes(areas));
  setNavigator((to, opts) => void router.navigate(to, opts));
  return router;
}
