import { describe, expect, it } from 'vitest';
import { APP_MARKET_TABS, appMarketActiveTab, appMarketFooterVisible, appMarketTitle } from './footer';
import { afterLogoutPath } from './links';
import { appMarketRoutes } from './routes';

describe('app-market footer', () => {
  it('is shown on index, cart, order and mine only', () => {
    for (const p of ['index', 'cart', 'order', 'mine'])
      expect(appMarketFooterVisible(`/app-market/${p}`)).toBe(true);
  });

  it('is hidden on every other route of the area', () => {
    const hidden = [
      '/app-market/login',
      '/app-market/search',
      '/app-market/goods-list',
      '/app-market/goods-detail/12',
      '/app-market/plan-list',
      '/app-market/add-plan',
      '/app-market/plan-detail/3',
      '/app-market/order-detail/9',
      '/app-market/purchasing-list',
      '/app-market/add-purchasing',
      '/app-market/purchasing-detail/4',
      '/app-market/category',
      '/app-market/category-full/5',
      '/app-market/add-order',
      '/app-market/manage-address',
      '/app-market/update-address',
      '/app-market/privacy-policy',
      '/app-market/manage-invoice',
      '/app-market/update-invoice',
      '/app-market/refund-list',
      '/app-market/refund-detail/2',
      '/app-market/apply-refund/9',
      '/app-market/unknown',
    ];
    for (const p of hidden) expect(appMarketFooterVisible(p), p).toBe(false);
  });

  it('agrees with the route table: hideFooter on all but the four tabs', () => {
    const shown = appMarketRoutes.filter((r) => r.page && !r.hideFooter).map((r) => r.path);
    expect(shown.sort()).toEqual(['cart', 'index', 'mine', 'order']);
  });

  it('has the tabs 首页 · 购物车 · 订单 · 我的 and marks the active one', () => {
    expect(APP_MARKET_TABS.map((t) => t.title)).toEqual(['首页', '购物车', '订单', '我的']);
    expect(appMarketActiveTab('/app-market/order')).toBe('order');
    expect(appMarketActiveTab('/app-market/order-detail/1')).toBeUndefined();
  });

  it('titles the NavBar of other routes with the route title', () => {
    expect(appMarketTitle('/app-market/plan-detail/7')).toBe('计划详情');
    expect(appMarketTitle('/app-market/update-address')).toBe('编辑地址');
  });
});

describe('after logout', () => {
  it('shows the login route unless the hash contains help', () => {
    expect(afterLogoutPath('#/app-market/mine')).toBe('/app-market/login');
    expect(afterLogoutPath('#/help/index')).toBeNull();
  });
});
