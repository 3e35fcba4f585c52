import { describe, expect, it } from 'vitest';
import type { Address } from '@pm/contract/member';
import {
  addressLine,
  cascaderValueOf,
  deliveryAreaOf,
  invoiceFieldsShown,
  invoiceKind,
  isCountyCode,
  preselectedOf,
  regionCodesOf,
  scopeMark,
  withOrganization,
} from './member-view';

const pudong: Address = {
  id: '1',
  consignee: '张伟',
  mobile: '13800000001',
  provinceCode: '310000',
  cityCode: '310100',
  countyCode: '310115',
  provinceName: '上海市',
  cityName: '上海市',
  countyName: '浦东新区',
  detail: '张江路 88 号',
  tag: '公司',
  isDefault: true,
  scope: 'USER',
};
const dongguan: Address = {
  ...pudong,
  provinceCode: '440000',
  cityCode: '441900',
  countyCode: '441900',
  provinceName: '广东省',
  cityName: '东莞市',
  countyName: '',
  detail: '鸿福路 1 号',
};

describe('region codes', () => {
  it('reads three levels, or two for a city without counties', () => {
    expect(regionCodesOf(['310000', '310100', '310115'])).toEqual({
      provinceCode: '310000',
      cityCode: '310100',
      countyCode: '310115',
    });
    expect(regionCodesOf(['440000', '441900'])).toEqual({
      provinceCode: '440000',
      cityCode: '441900',
      countyCode: '441900',
    });
    expect(regionCodesOf(['310000'])).toBeNull();
    expect(regionCodesOf(undefined)).toBeNull();
  });
  it('turns an address back into the cascader value', () => {
    expect(cascaderValueOf(pudong)).toEqual(['310000', '310100', '310115']);
    expect(cascaderValueOf(dongguan)).toEqual(['440000', '441900']);
  });
  it('takes 6-digit codes as counties, not the 9-digit towns', () => {
    expect(isCountyCode('310115')).toBe(true);
    expect(isCountyCode('441900003')).toBe(false);
  });
});

describe('how an address reads', () => {
  it('leaves out the repeated municipality and an empty county', () => {
    expect(addressLine(pudong)).toBe('上海市 浦东新区 张江路 88 号');
    expect(addressLine(dongguan)).toBe('广东省 东莞市 鸿福路 1 号');
  });
  it('gives the delivery area of the shop state', () => {
    expect(deliveryAreaOf(pudong)).toEqual({
      provCityArea: ['上海市', '上海市', '浦东新区'],
      divisionCode: '310115',
    });
    expect(deliveryAreaOf(dongguan)).toEqual({ provCityArea: ['广东省', '东莞市'], divisionCode: '441900' });
  });
});

describe('invoice form parts', () => {
  it('names the kind', () => {
    expect(invoiceKind({ type: 'SPECIAL', titleType: 'COMPANY' })).toBe('专票 · 企业');
    expect(invoiceKind({ type: 'NORMAL', titleType: 'PERSONAL' })).toBe('普票 · 个人');
  });
  it('shows the 纳税人识别号 and registration to companies, required for 专票', () => {
    expect(invoiceFieldsShown('SPECIAL', 'COMPANY')).toEqual({
      taxNo: true,
      registration: true,
      registrationRequired: true,
    });
    expect(invoiceFieldsShown('NORMAL', 'COMPANY').registrationRequired).toBe(false);
    expect(invoiceFieldsShown('NORMAL', 'PERSONAL')).toEqual({
      taxNo: false,
      registration: false,
      registrationRequired: false,
    });
  });
});

describe('withOrganization and scopeMark', () => {
  it("lists the user's own first, then the organization's once each, and marks those 企业", () => {
    const own = [{ id: '1', scope: 'USER' as const }];
    const org = [
      { id: '9', scope: 'ORGANIZATION' as const },
      { id: '1', scope: 'USER' as const },
    ];
    expect(withOrganization(own, org).map((r) => r.id)).toEqual(['1', '9']);
    expect(withOrganization(undefined, org).map((r) => r.id)).toEqual(['9', '1']);
    expect(scopeMark({ scope: 'ORGANIZATION' })).toBe('企业');
    expect(scopeMark({ scope: 'USER' })).toBeNull();
  });
});

describe('preselectedOf (what a checkout starts with, desktop and phone)', () => {
  const own = [
    { id: '2', isDefault: false },
    { id: '1', isDefault: true },
  ];
  const org = [
    { id: '8', isDefault: false },
    { id: '9', isDefault: false },
  ];
  it("takes the user's default, or his first when none is marked, before any 企业 row", () => {
    expect(preselectedOf(own, org)?.id).toBe('1');
    expect(preselectedOf([{ id: '2', isDefault: false }], org)?.id).toBe('2');
  });
  it("takes the organization's first when the user has none of his own", () => {
    expect(preselectedOf([], org)?.id).toBe('8');
    expect(preselectedOf(undefined, org)?.id).toBe('8');
  });
  it('is null when there is neither', () => {
    expect(preselectedOf([], [])).toBeNull();
    expect(preselectedOf(undefined, undefined)).toBeNull();
  });
});
