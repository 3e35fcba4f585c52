import { beforeEach, describe, expect, it } from 'vitest';
import type { Address } from '@pm/contract/member';
import { DELIVERY_AREA_KEY } from '@/features/mall/model/delivery-area';
import { AREA_SOURCE_KEY, areaSource, markAreaSource, savedAreasOf } from './address-area';

const a: Address = {
  id: '7',
  consignee: '张伟',
  mobile: '13800000001',
  provinceCode: '310000',
  cityCode: '310100',
  countyCode: '310115',
  provinceName: '上海市',
  cityName: '上海市',
  countyName: '浦东新区',
  detail: '张江路 88 号',
  tag: '',
  isDefault: true,
  scope: 'USER',
};

describe('where the delivery area came from', () => {
  beforeEach(() => localStorage.clear());
  it('is none until something is stored, hand for an area stored before the source key', () => {
    expect(areaSource()).toBe('none');
    localStorage.setItem(DELIVERY_AREA_KEY, '{}');
    expect(areaSource()).toBe('hand');
  });
  it('keeps what was marked', () => {
    localStorage.setItem(DELIVERY_AREA_KEY, '{}');
    markAreaSource('address');
    expect(areaSource()).toBe('address');
    markAreaSource('hand');
    expect(localStorage.getItem(AREA_SOURCE_KEY)).toBe('hand');
    expect(areaSource()).toBe('hand');
  });
});

describe('saved addresses in the area picker', () => {
  it('reads consignee, region and detail, marks the default and the chosen one', () => {
    expect(savedAreasOf([a, { ...a, id: '8', isDefault: false }], '8')).toEqual([
      { id: '7', label: '张伟 上海市 浦东新区 张江路 88 号（默认）', on: false },
      { id: '8', label: '张伟 上海市 浦东新区 张江路 88 号', on: true },
    ]);
  });
});
