import { describe, expect, it } from 'vitest';
import { pickedChain } from './area-value';

describe('pickedChain', () => {
  it('derives province and city codes from a county', () => {
    expect(pickedChain({ provCityArea: ['上海市', '上海市', '浦东新区'], divisionCode: '310115' })).toEqual([
      { id: '310000', name: '上海市' },
      { id: '310100', name: '上海市' },
      { id: '310115', name: '浦东新区' },
    ]);
  });
  it('stops at a city without counties and refuses what does not line up', () => {
    expect(pickedChain({ provCityArea: ['广东省', '东莞市'], divisionCode: '441900' })).toEqual([
      { id: '440000', name: '广东省' },
      { id: '441900', name: '东莞市' },
    ]);
    expect(pickedChain({ provCityArea: ['上海市'], divisionCode: '310115' })).toEqual([]);
    expect(pickedChain({ provCityArea: [], divisionCode: 'x' })).toEqual([]);
  });
});
