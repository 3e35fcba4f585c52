import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { STORAGE_KEYS } from '@pm/contract/constants';
import { setNotifier } from '@/lib/notify';
import { homeFor, loginRedirectFor, requireLogin, requireRole, routeAddressOf } from './guards';
import { ROLE_TYPE_KEY } from '@/features/auth/model/account-kind';
import { appMarketArea } from './areas/app-market/area';
import { buildRoutes } from './router';
import { shopArea } from './areas/shop/area';
import { mShopArea } from './areas/m-shop/area';
import { areas } from './areas-full';
import { STATE_WAIT } from '../../test/wait';

function loaderArgs(url: string) {
  return { request: new Request(url), params: {}, context: undefined } as unknown as Parameters<
    ReturnType<typeof requireLogin>
  >[0];
}

describe('login guard', () => {
  it('lets a signed-in user pass and sends a visitor to the area login with the wanted address', () => {
    expect(loginRedirectFor(shopArea, '/shop/cart', true)).toBeNull();
    expect(loginRedirectFor(shopArea, '/shop/cart', false)).toBe('/login?redirect=%2Fshop%2Fcart');
    expect(loginRedirectFor(mShopArea, '/m-shop/personal-center', false)).toBe(
      '/m-shop/login?redirect=%2Fm-shop%2Fpersonal-center',
    );
  });

  it('as a loader: redirects a visitor with 请先登录, passes a signed-in user', () => {
    const toasts: string[] = [];
    const off = setNotifier((m) => toasts.push(m));
    const guard = requireLogin(shopArea);
    let thrown: unknown;
    try {
      guard(loaderArgs('http://localhost/shop/bid/join/5?from=list'));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/login?redirect=%2Fshop%2Fbid%2Fjoin%2F5%3Ffrom%3Dlist',
    );
    expect(toasts).toEqual(['请先登录']);
    localStorage.setItem(STORAGE_KEYS.authorization, 'tok');
    expect(guard(loaderArgs('http://localhost/shop/cart'))).toBeNull();
    off();
  });

  it('reads the route address from a loader request', () => {
    expect(routeAddressOf(new Request('http://localhost/shop/list?k=%E8%9E%BA%E4%B8%9D'))).toBe(
      '/shop/list?k=%E8%9E%BA%E4%B8%9D',
    );
  });
});

describe('role guard', () => {
  const refusedBy = async (guard: ReturnType<typeof requireRole>, url: string) => {
    try {
      await guard(loaderArgs(url));
      return null;
    } catch (e) {
      return (e as Response).headers.get('Location');
    }
  };

  it('sends a signed-in user of another kind home with 无权访问 before anything loads; passes the others', async () => {
    const toasts: string[] = [];
    const off = setNotifier((m) => toasts.push(m));
    try {
      const buyersOnly = requireRole(shopArea, ['buyer']);
      // a visitor passes (the login guard, where there is one, decides)
      localStorage.clear();
      expect(await refusedBy(buyersOnly, 'http://localhost/shop/cart')).toBeNull();
      localStorage.setItem(STORAGE_KEYS.authorization, 'tok');
      localStorage.setItem(ROLE_TYPE_KEY, 'PURCHASER');
      expect(await refusedBy(buyersOnly, 'http://localhost/shop/cart')).toBeNull();
      localStorage.setItem(ROLE_TYPE_KEY, 'VENDOR');
      expect(await refusedBy(buyersOnly, 'http://localhost/shop/cart')).toBe('/shop/supplier');
      localStorage.setItem(ROLE_TYPE_KEY, 'OPERATOR');
      expect(await refusedBy(buyersOnly, 'http://localhost/shop/confirm')).toBe('/shop');
      expect(await refusedBy(requireRole(mShopArea, ['buyer']), 'http://localhost/m-shop/order/all')).toBe(
        '/m-shop',
      );
      expect(toasts).toEqual(['无权访问', '无权访问', '无权访问']);
    } finally {
      off();
      localStorage.clear();
    }
  });

  it('homes: a supplier its workbench on the desktop, every kind the phone area it is in', () => {
    expect(homeFor('vendor', shopArea)).toBe('/shop/supplier');
    expect(homeFor('operator', shopArea)).toBe('/shop');
    expect(homeFor('vendor', appMarketArea)).toBe('/app-market');
  });
});

describe('router', () => {
  const waitFor = (router: ReturnType<typeof createMemoryRouter>, path: string) =>
    vi.waitFor(
      () => expect(router.state.location.pathname + router.state.location.search).toBe(path),
      STATE_WAIT,
    );

  it('redirects / to /shop and /shop/person to my orders, through the login for a visitor', async () => {
    const router = createMemoryRouter(buildRoutes(areas), { initialEntries: ['/'] });
    await waitFor(router, '/shop');
    await router.navigate('/shop/person');
    // the index redirect runs alongside the guard: the visitor comes back to my orders after login
    await waitFor(router, '/login?redirect=%2Fshop%2Fperson%2Forder');
    localStorage.setItem(STORAGE_KEYS.authorization, 'tok');
    localStorage.setItem(ROLE_TYPE_KEY, 'PURCHASER');
    await router.navigate('/shop/person');
    await waitFor(router, '/shop/person/order');
    router.dispose();
  }, 120_000);

  it('keeps unknown addresses on the catch-all route', async () => {
    const router = createMemoryRouter(buildRoutes(areas), { initialEntries: ['/nope/at/all'] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), STATE_WAIT);
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    router.dispose();
  });
});
