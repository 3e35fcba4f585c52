import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER,
  priceYuanText,
  listFilterToSearch,
  parseListFilter,
  priceBandLabel,
  toSearchRequest,
  withFilter,
  priceTextToFen,
} from './list-filter';

describe('price filter: yuan typed, fen sent', () => {
  it('reads yuan into fen', () => {
    expect(priceTextToFen('12')).toBe(1200);
    expect(priceTextToFen('12.5')).toBe(1250);
    expect(priceTextToFen('0.05')).toBe(5);
    expect(priceTextToFen(' 3. ')).toBe(300);
    expect(priceTextToFen('1,000')).toBeUndefined();
    expect(priceTextToFen('-1')).toBeUndefined();
    expect(priceTextToFen('1.234')).toBeUndefined();
    expect(priceTextToFen('1e3')).toBeUndefined();
    expect(priceTextToFen('')).toBeUndefined();
    expect(priceTextToFen('999999999999')).toBeUndefined();
  });
  it('writes fen as yuan', () => {
    expect(priceYuanText(1200)).toBe('12');
    expect(priceYuanText(1250)).toBe('12.5');
    expect(priceYuanText(5)).toBe('0.05');
    expect(priceYuanText(0)).toBe('0');
    expect(priceYuanText(-1)).toBe('');
  });
  it('round-trips', () => {
    for (const fen of [0, 1, 10, 99, 100, 123456, 9999999])
      expect(priceTextToFen(priceYuanText(fen))).toBe(fen);
  });
  it('labels price bands', () => {
    expect(priceBandLabel(0, 5000)).toBe('¥0-50');
    expect(priceBandLabel(100000, null)).toBe('¥1000以上');
  });
});

describe('list filters in the address', () => {
  it('reads every filter', () => {
    const f = parseListFilter(
      '?k=%20%3Cb%3E%E8%9E%BA%20%E4%B8%9D%3C%2Fb%3E&catalog=%E7%B4%A7%E5%9B%BA%E4%BB%B6&brand=3,5,x,3&pmin=10&pmax=20.50&stock=1&sort=priceAsc&page=3&view=list',
    );
    expect(f).toEqual({
      keyword: '螺 丝',
      catalog: '紧固件',
      brandIds: ['3', '5'],
      priceMin: '10',
      priceMax: '20.5',
      inStock: true,
      sort: 'priceAsc',
      page: 3,
      view: 'list',
    });
  });
  it('falls back to defaults on nonsense', () => {
    expect(parseListFilter('?sort=cheapest&page=-2&view=table&pmin=abc&stock=yes')).toEqual(EMPTY_FILTER);
    expect(parseListFilter('')).toEqual(EMPTY_FILTER);
  });
  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(listFilterToSearch(EMPTY_FILTER)).toBe('');
    const f = {
      ...EMPTY_FILTER,
      keyword: '螺丝',
      brandIds: ['7', '9'],
      priceMin: '5',
      sort: 'sales' as const,
      page: 2,
    };
    const s = listFilterToSearch(f);
    expect(s).toBe('?k=%E8%9E%BA%E4%B8%9D&brand=7%2C9&pmin=5&sort=sales&page=2');
    expect(parseListFilter(s)).toEqual(f);
  });
  it('goes back to page 1 when a filter changes, not when the page or view does', () => {
    const f = { ...EMPTY_FILTER, page: 4 };
    expect(withFilter(f, { brandIds: ['1'] }).page).toBe(1);
    expect(withFilter(f, { view: 'list' }).page).toBe(4);
    expect(withFilter(f, { page: 5 }).page).toBe(5);
  });
});

describe('search request', () => {
  it('sends fen, the division and the page', () => {
    const f = {
      ...EMPTY_FILTER,
      keyword: '手套',
      catalog: '劳保用品',
      brandIds: ['2'],
      priceMin: '100',
      priceMax: '12.5',
      inStock: true,
      sort: 'newest' as const,
      page: 2,
    };
    expect(toSearchRequest(f, '310115')).toEqual({
      keyword: '手套',
      catalogName: '劳保用品',
      brandIds: ['2'],
      priceMin: 1250,
      priceMax: 10000,
      inStock: true,
      sort: 'newest',
      page: 2,
      limit: 60,
      divisionCode: '310115',
    });
  });
  it('leaves out what is not set', () => {
    expect(toSearchRequest(EMPTY_FILTER, '')).toEqual({ sort: 'relevance', page: 1, limit: 60 });
  });
});
