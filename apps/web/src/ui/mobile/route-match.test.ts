import { describe, expect, it } from 'vitest';
import { footerHiddenAt, matchAreaRoute, type AreaRoute } from './route-match';

const routes: AreaRoute[] = [
  { path: '', redirect: '/a/index' },
  { path: 'index', title: 'I' },
  { path: 'order/:state', title: 'S', hideFooter: true },
  { path: 'order/detail/:id', title: 'D' },
];

describe('matchAreaRoute', () => {
  it('prefers a static segment over a dynamic one', () => {
    expect(matchAreaRoute('/a', routes, '/a/order/detail/1')?.title).toBe('D');
    expect(matchAreaRoute('/a', routes, '/a/order/all')?.title).toBe('S');
  });
  it('ignores a trailing slash and matches the index', () => {
    expect(matchAreaRoute('/a', routes, '/a/index/')?.title).toBe('I');
    expect(matchAreaRoute('/a', routes, '/a')?.redirect).toBe('/a/index');
  });
  it('hides the footer on hideFooter and unknown routes', () => {
    expect(footerHiddenAt('/a', routes, '/a/order/all')).toBe(true);
    expect(footerHiddenAt('/a', routes, '/a/nowhere')).toBe(true);
    expect(footerHiddenAt('/a', routes, '/a/index')).toBe(false);
  });
});
