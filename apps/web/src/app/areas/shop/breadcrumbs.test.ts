import { describe, expect, it } from 'vitest';
import { HOME_CRUMB, shopBreadcrumbs } from './breadcrumbs';

describe('shop breadcrumbs', () => {
  it('is home only on /shop', () => {
    expect(shopBreadcrumbs([{ pattern: '/shop', pathname: '/shop', title: '商城首页' }])).toEqual([
      { title: '首页', path: '/shop' },
    ]);
    expect(shopBreadcrumbs([])).toEqual([HOME_CRUMB]);
  });
  it('is home + the keyword on the goods list, markup stripped and its words kept', () => {
    const list = [{ pattern: '/shop/list', pathname: '/shop/list', title: '商品列表' }];
    expect(shopBreadcrumbs(list, '?k=%3Cb%3E%E8%9E%BA%20%E4%B8%9D%3C%2Fb%3E')).toEqual([
      HOME_CRUMB,
      { title: '螺 丝' },
    ]);
    expect(shopBreadcrumbs(list, '')).toEqual([HOME_CRUMB, { title: '商品列表' }]);
    expect(shopBreadcrumbs(list, '?k=%20%20')).toEqual([HOME_CRUMB, { title: '商品列表' }]);
  });
  it('is home + the route title on a goods detail page', () => {
    expect(
      shopBreadcrumbs([{ pattern: '/shop/detail/:id', pathname: '/shop/detail/9', title: '商品详情' }]),
    ).toEqual([HOME_CRUMB, { title: '商品详情' }]);
  });
  it('is home + the title of each matched route otherwise', () => {
    expect(
      shopBreadcrumbs([
        { pattern: '/shop/person', pathname: '/shop/person', title: '个人中心' },
        { pattern: '/shop/person/order/:id', pathname: '/shop/person/order/77', title: '订单详情' },
      ]),
    ).toEqual([HOME_CRUMB, { title: '个人中心', path: '/shop/person' }, { title: '订单详情' }]);
    expect(shopBreadcrumbs([{ pattern: '/shop/cart', pathname: '/shop/cart', title: '购物车' }])).toEqual([
      HOME_CRUMB,
      { title: '购物车' },
    ]);
  });
  it('does not repeat a parent title for its untitled index page', () => {
    expect(
      shopBreadcrumbs([
        { pattern: '/shop/bid', pathname: '/shop/bid', title: '竞价大厅' },
        { pattern: '/shop/bid', pathname: '/shop/bid' },
      ]),
    ).toEqual([HOME_CRUMB, { title: '竞价大厅' }]);
    expect(
      shopBreadcrumbs([
        { pattern: '/shop/bid', pathname: '/shop/bid', title: '竞价大厅' },
        { pattern: '/shop/bid/detail/:id', pathname: '/shop/bid/detail/3', title: '竞价详情' },
      ]),
    ).toEqual([HOME_CRUMB, { title: '竞价大厅', path: '/shop/bid' }, { title: '竞价详情' }]);
  });
});
