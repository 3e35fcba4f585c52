import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { reportRoute } from '@/lib/page-state';
import { isRouteHandle } from './route-handle';
import { documentTitle } from './title';

/** The title of the deepest matched route (or its area's title). */
function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (!isRouteHandle(handle)) continue;
    if (handle.title) return handle.title;
    if (handle.isArea) return handle.areaTitle;
  }
  return undefined;
}

/** The root of every page: document.title and a thin progress bar while a lazy page loads. */
export default function RootLayout() {
  const title = useRouteTitle();
  const navigation = useNavigation();
  const location = useLocation();
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  useEffect(() => {
    reportRoute(navigation.state !== 'idle', `${location.pathname}${location.search}`);
  }, [navigation.state, location.pathname, location.search]);
  return (
    <>
      {navigation.state === 'loading' && (
        <div className="pm-route-progress" role="progressbar" aria-label="加载中" />
      )}
      <Outlet />
    </>
  );
}
