import { describe, expect, it } from 'vitest';
import { M_SHOP_TABS, mShopActiveTab, mShopFooterHidden } from './footer';
import { M_SHOP_ORDER_TABS, isOrderTab } from './order-tabs';

describe('m-shop tab bar', () => {
  it('is hidden on item detail, settlement, order/:state, login and register', () => {
    for (const p of [
      '/m-shop/item/detail/42',
      '/m-shop/shopping-cart/settlement',
      '/m-shop/order/all',
      '/m-shop/order/PACKAGING',
      '/m-shop/login',
      '/m-shop/register',
      '/m-shop/address',
      '/m-shop/address/edit',
      '/m-shop/invoice',
      '/m-shop/invoice/edit',
      '/m-shop/refund/3',
      '/m-shop/refund/apply/5',
    ]) {
      expect(mShopFooterHidden(p), p).toBe(true);
    }
  });

  it('is shown on the other pages, including order detail', () => {
    for (const p of [
      '/m-shop/index',
      '/m-shop/category/list',
      '/m-shop/category/7',
      '/m-shop/search',
      '/m-shop/item/list',
      '/m-shop/shopping-cart/list',
      '/m-shop/personal-center',
      '/m-shop/order/detail/5',
      '/m-shop/refund',
    ]) {
      expect(mShopFooterHidden(p), p).toBe(false);
    }
  });

  it('has 首页 · 分类 · 购物车 · 我的', () => {
    expect(M_SHOP_TABS.map((t) => t.title)).toEqual(['首页', '分类', '购物车', '我的']);
  });

  it('marks the active tab', () => {
    expect(mShopActiveTab('/m-shop/index')).toBe('index');
    expect(mShopActiveTab('/m-shop/search')).toBeUndefined();
    expect(mShopActiveTab('/m-shop/category/3')).toBe('category');
    expect(mShopActiveTab('/m-shop/shopping-cart/list')).toBe('cart');
    expect(mShopActiveTab('/m-shop/order/detail/1')).toBe('mine');
    expect(mShopActiveTab('/m-shop/refund')).toBe('mine');
    expect(mShopActiveTab('/m-shop/address/edit')).toBe('mine');
  });
});

describe('m-shop order tabs', () => {
  it('are 全部 plus every order status (the contract tab order, 已取消 too) with its Chinese label', () => {
    expect(M_SHOP_ORDER_TABS.map((t) => t.title)).toEqual([
      '全部',
      '待审批',
      '待发货',
      '待收货',
      '已完成',
      '已取消',
      '退款申请中',
      '退款中',
      '已退款',
      '待退货',
      '退货中',
      '已退货',
    ]);
    expect(M_SHOP_ORDER_TABS[0]?.key).toBe('all');
    expect(isOrderTab('DONE')).toBe(true);
    expect(isOrderTab('done')).toBe(false);
  });
});
