import { beforeEach, describe, expect, it } from 'vitest';
import {
  areaLabel,
  DEFAULT_AREA,
  DELIVERY_AREA_KEY,
  divisionChainOf,
  parseDeliveryArea,
  readDeliveryArea,
  writeDeliveryArea,
} from './delivery-area';

describe('delivery area', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to 上海市 浦东新区 until the buyer chooses', () => {
    expect(readDeliveryArea()).toEqual(DEFAULT_AREA);
  });

  it('survives a reload through localStorage', () => {
    writeDeliveryArea({ provCityArea: ['北京市', '市辖区', '朝阳区'], divisionCode: '110105' });
    expect(readDeliveryArea()).toEqual({
      provCityArea: ['北京市', '市辖区', '朝阳区'],
      divisionCode: '110105',
    });
  });

  it('ignores malformed stored values', () => {
    for (const raw of [
      'nope',
      '{}',
      JSON.stringify({ provCityArea: [], divisionCode: '110105' }),
      JSON.stringify({ provCityArea: ['北京市'], divisionCode: '11' }),
      JSON.stringify({ provCityArea: ['a', 'b', 'c', 'd'], divisionCode: '110105' }),
      JSON.stringify({ provCityArea: [1], divisionCode: '110105' }),
    ]) {
      expect(parseDeliveryArea(raw)).toBeNull();
      localStorage.setItem(DELIVERY_AREA_KEY, raw);
      expect(readDeliveryArea()).toEqual(DEFAULT_AREA);
    }
  });

  it('shows the area without repeated names or placeholder levels', () => {
    expect(areaLabel(['上海市', '上海市', '浦东新区'])).toBe('上海市 浦东新区');
    expect(areaLabel(['北京市', '市辖区', '朝阳区'])).toBe('北京市 朝阳区');
    expect(areaLabel(['江苏省', '苏州市', '工业园区'])).toBe('江苏省 苏州市 工业园区');
    expect(areaLabel(['广东省'])).toBe('广东省');
  });

  it('derives the province and city above a county code', () => {
    expect(divisionChainOf('310115')).toEqual(['310000', '310100', '310115']);
    expect(divisionChainOf('320500')).toEqual(['320000', '320500']);
    expect(divisionChainOf('440000')).toEqual(['440000']);
    expect(divisionChainOf('x')).toEqual([]);
  });
});
