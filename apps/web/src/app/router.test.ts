import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { areasFor, createAppRouter } from './router';
import { areas } from './areas-full';
import type { RouteHandle } from './route-handle';
import { STATE_WAIT } from '../../test/wait';

/** The areas whose routes the router holds now (the root's children carrying an area handle). */
const areasIn = (routes: readonly RouteObject[]) =>
  (routes[0]?.children ?? [])
    .map((r) => r.handle as RouteHandle | undefined)
    .filter((h) => h?.isArea)
    .map((h) => h!.pattern);

const until = (router: ReturnType<typeof createAppRouter>, path: string) =>
  vi.waitFor(
    () => expect(router.state.location.pathname + router.state.location.search).toBe(path),
    STATE_WAIT,
  );

beforeEach(() => {
  // The pages' loaders start their queries: no server here, they fail at once.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('离线')));
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
  localStorage.clear();
});

describe('areasFor', () => {
  it('finds the area of a path by its first segment, ignoring case, and the home for /', () => {
    const keys = (path: string) => areasFor(areas, path).map((a) => a.basePath);
    expect(keys('/m-shop/item/detail/3027')).toEqual(['/m-shop']);
    expect(keys('/APP-MARKET/index?x=1')).toEqual(['/app-market']);
    expect(keys('/')).toEqual(['/shop']);
    expect(keys('')).toEqual(['/shop']);
    // A pathless area (basePath '/') is found by its own routes' first segment.
    expect(keys('/login?redirect=%2Fshop')).toEqual(['/']);
    expect(keys('/nope/at/all')).toEqual([]);
  });
});

describe('createAppRouter', () => {
  it('starts with the current area only and adds each other area on its first visit', async () => {
    window.location.hash = '#/help';
    const router = createAppRouter(areas);
    expect(areasIn(router.routes)).toEqual(['/help']);
    await router.navigate('/m-shop/item/detail/3027');
    await until(router, '/m-shop/item/detail/3027');
    expect(router.state.matches.at(-1)?.route.path).toBe('item/detail/:id');
    // The shop's login-required page sends the visitor to /login, the pathless account area's route.
    await router.navigate('/shop/person/order');
    await until(router, '/login?redirect=%2Fshop%2Fperson%2Forder');
    expect(areasIn(router.routes).sort()).toEqual(['/', '/help', '/m-shop', '/shop']);
    router.dispose();
  }, 120_000);

  it('shows 页面不存在 for an address no area has, and still finds areas afterwards', async () => {
    window.location.hash = '#/nope/at/all';
    const router = createAppRouter(areas);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), STATE_WAIT);
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    await router.navigate('/App-Market/index');
    await vi.waitFor(() => expect(router.state.matches.at(-1)?.route.path).toBe('index'), STATE_WAIT);
    // The home's loader started loading its sections' code: that ends inside the test, not after it.
    await Promise.all([import('./mobile/home-sections'), import('./areas/app-market/goods-links')]);
    router.dispose();
  }, 120_000);
});
