import { beforeEach, describe, expect, it } from 'vitest';
import { initialShopData, useShopStore } from './shop-store';
import { countOf } from '../api/cart-sum';
import { toCatalogNodes } from '../api/catalog-tree';

describe('shop store (§3)', () => {
  beforeEach(() => useShopStore.getState().reset());
  it('starts with 全部 (empty id) as the first catalog entry and no cart', () => {
    expect(useShopStore.getState().catalogList).toEqual([{ id: '', name: '全部' }]);
    expect(useShopStore.getState().cartNum).toBe(0);
    expect(Object.keys(initialShopData).sort()).toEqual(
      [
        'address',
        'addressId',
        'cartGoodsList',
        'cartNum',
        'catalogList',
        'crumbs',
        'divisionCode',
        'isVendor',
        'keyword',
        'provCityArea',
        'searchRecordList',
        'userAddressList',
        'userInfo',
        'userRole',
      ].sort(),
    );
  });
  it('keeps 全部 first whatever list is set', () => {
    useShopStore.getState().setCatalogList([
      { id: '3', name: '五金工具' },
      { id: '', name: '全部' },
    ]);
    expect(useShopStore.getState().catalogList).toEqual([
      { id: '', name: '全部' },
      { id: '3', name: '五金工具' },
    ]);
  });
  it('never shows a negative or fractional cart number', () => {
    useShopStore.getState().setCartNum(3.7);
    expect(useShopStore.getState().cartNum).toBe(3);
    useShopStore.getState().setCartNum(-1);
    expect(useShopStore.getState().cartNum).toBe(0);
    useShopStore.getState().setCartNum(Number.NaN);
    expect(useShopStore.getState().cartNum).toBe(0);
  });
});

describe('shop api readers', () => {
  it('reads the cart count from {count} or a number', () => {
    expect(countOf({ count: 5 })).toBe(5);
    expect(countOf({ count: '7' })).toBe(7);
    expect(countOf(2)).toBe(2);
    expect(countOf(null)).toBe(0);
    expect(countOf({ count: 'x' })).toBe(0);
  });
  it('normalises the catalog tree and drops nameless nodes', () => {
    expect(
      toCatalogNodes([
        { id: 1, name: '五金工具', children: [{ id: '11', title: '手动工具' }] },
        { id: '2', catalogName: '劳保用品' },
        { id: '3' },
        null,
      ]),
    ).toEqual([
      { id: '1', name: '五金工具', children: [{ id: '11', name: '手动工具', children: [] }] },
      { id: '2', name: '劳保用品', children: [] },
    ]);
    expect(toCatalogNodes({})).toEqual([]);
  });
});
