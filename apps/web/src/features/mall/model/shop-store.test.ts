import { beforeEach, describe, expect, it } from 'vitest';
import { initialShopData, useShopStore } from './shop-store';

describe('shop store', () => {
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
  it('keeps the delivery area in the state and in localStorage', () => {
    useShopStore.getState().setArea(['江苏省', '苏州市', '吴中区'], '320506');
    expect(useShopStore.getState().provCityArea).toEqual(['江苏省', '苏州市', '吴中区']);
    expect(useShopStore.getState().divisionCode).toBe('320506');
    // a reload (reset reads the stored area again) keeps it
    useShopStore.getState().reset();
    expect(useShopStore.getState().divisionCode).toBe('320506');
    localStorage.clear();
    useShopStore.getState().reset();
    expect(useShopStore.getState().divisionCode).toBe('310115');
  });
});
