import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocationLike, LoginFlowConfig } from './login-flow';
import {
  goToLogin,
  loginPathFor,
  loginTargetFor,
  redirectAfterLogin,
  redirectTargetOf,
  setNavigator,
  signOutPathFor,
} from './login-flow';

const inApp: LoginFlowConfig = {
  signInPath: '/login',
  signOutPath: '/logout',
  webHost: '',
  marketOnly: false,
};
const loc = (hash: string, hostname = 'mall.example.com'): LocationLike => ({
  hash,
  hostname,
  protocol: 'https:',
  origin: `https://${hostname}`,
  href: `https://${hostname}/${hash}`,
});

describe('loginPathFor', () => {
  it('sends app-market to its login unless the hash mentions help', () => {
    expect(loginPathFor('#/app-market/cart', loc('#/app-market/cart'), inApp)).toBe('/app-market/login');
    expect(loginPathFor('#/app-market/help-entry', loc('#/app-market/help-entry'), inApp)).toBe(
      '/login?redirect=%2Fapp-market%2Fhelp-entry',
    );
  });
  it('sends the mobile shop to its login', () => {
    expect(loginPathFor('#/m-shop/personal-center', loc('#/m-shop/personal-center'), inApp)).toBe(
      '/m-shop/login',
    );
  });
  it('sends everything else to the sign-in page with the current address', () => {
    expect(loginPathFor('#/shop/cart', loc('#/shop/cart'), inApp)).toBe('/login?redirect=%2Fshop%2Fcart');
    expect(loginPathFor('#/shop/list?k=螺丝', loc('#/shop/list?k=螺丝'), inApp)).toBe(
      `/login?redirect=${encodeURIComponent('/shop/list?k=螺丝')}`,
    );
    expect(loginPathFor('', loc(''), inApp)).toBe('/login?redirect=%2F');
  });
  it('does not nest the redirect when already on the sign-in page', () => {
    expect(
      loginPathFor('#/login?redirect=%2Fshop%2Fcart', loc('#/login?redirect=%2Fshop%2Fcart'), inApp),
    ).toBe('/login?redirect=%2Fshop%2Fcart');
    expect(loginPathFor('#/login', loc('#/login'), inApp)).toBe('/login');
  });
  it('uses an external sign-in page with the full current URL', () => {
    const external = { ...inApp, signInPath: 'https://passport.example.com/sign-in' };
    expect(loginPathFor('#/shop/cart', loc('#/shop/cart'), external)).toBe(
      `https://passport.example.com/sign-in?redirect=${encodeURIComponent('https://mall.example.com/#/shop/cart')}`,
    );
  });
  it('uses the trade web host of the current environment when configured', () => {
    const web = { ...inApp, webHost: 'www.example.com' };
    expect(loginPathFor('#/shop', loc('#/shop', 'test-mall.example.com'), web)).toBe(
      `https://test-www.example.com/login?redirect=${encodeURIComponent('https://test-mall.example.com/#/shop')}`,
    );
    expect(loginPathFor('#/shop', loc('#/shop', 'mall.example.com'), web)).toMatch(
      /^https:\/\/www\.example\.com\/login\?/,
    );
  });
  it('in the market-only build keeps help open and sends the rest to the app-market login', () => {
    const market = { ...inApp, marketOnly: true };
    expect(loginPathFor('#/help/favorite', loc('#/help/favorite'), market)).toBe('/help/favorite');
    expect(loginPathFor('#/other', loc('#/other'), market)).toBe('/app-market/login');
  });
});

describe('sign-out and guard targets', () => {
  it('goes to the sign-out page with the same redirect parameter', () => {
    expect(signOutPathFor('#/shop/person/order', loc('#/shop/person/order'), inApp)).toBe(
      '/logout?redirect=%2Fshop%2Fperson%2Forder',
    );
  });
  it('adds the wanted route to an area login path', () => {
    expect(loginTargetFor('/login', '/shop/cart', loc('#/shop'), inApp)).toBe(
      '/login?redirect=%2Fshop%2Fcart',
    );
    expect(loginTargetFor('/m-shop/login', '/m-shop/personal-center', loc('#/m-shop/index'), inApp)).toBe(
      '/m-shop/login?redirect=%2Fm-shop%2Fpersonal-center',
    );
  });
});

describe('redirect after login', () => {
  const origin = 'https://mall.example.com';
  it('returns the redirect parameter when it is an in-app path', () => {
    expect(redirectTargetOf('?redirect=%2Fshop%2Fcart', '/shop', origin, inApp)).toBe('/shop/cart');
    expect(redirectTargetOf('redirect=%2Fshop%2Flist%3Fk%3D1', '/shop', origin, inApp)).toBe(
      '/shop/list?k=1',
    );
  });
  it('falls back for a missing, foreign or looping redirect', () => {
    expect(redirectTargetOf('', '/shop', origin, inApp)).toBe('/shop');
    expect(redirectTargetOf('?redirect=https%3A%2F%2Fevil.example.net%2F', '/shop', origin, inApp)).toBe(
      '/shop',
    );
    expect(redirectTargetOf('?redirect=%2F%2Fevil.example.net', '/shop', origin, inApp)).toBe('/shop');
    expect(redirectTargetOf('?redirect=%2Flogin%3Fredirect%3D%252Fshop', '/shop', origin, inApp)).toBe(
      '/shop',
    );
    expect(redirectTargetOf('?redirect=javascript%3Aalert(1)', '/m-shop/index', origin, inApp)).toBe(
      '/m-shop/index',
    );
  });
  it('accepts an absolute URL on this origin', () => {
    expect(
      redirectTargetOf(`?redirect=${encodeURIComponent(`${origin}/#/shop/cart`)}`, '/shop', origin, inApp),
    ).toBe(`${origin}/#/shop/cart`);
  });
});

describe('navigation helpers', () => {
  afterEach(() => setNavigator(null));
  it('redirectAfterLogin navigates (replace) through the registered navigator', () => {
    const nav = vi.fn();
    setNavigator(nav);
    redirectAfterLogin('?redirect=%2Fshop%2Fconfirm');
    expect(nav).toHaveBeenCalledWith('/shop/confirm', { replace: true });
  });
  it('goToLogin shows the login screen once, not again when already there', () => {
    const nav = vi.fn();
    setNavigator(nav);
    goToLogin('#/shop/cart');
    goToLogin('#/login?redirect=%2Fshop%2Fcart');
    goToLogin('#/m-shop/login');
    expect(nav.mock.calls).toEqual([['/login?redirect=%2Fshop%2Fcart', {}]]);
  });
});
