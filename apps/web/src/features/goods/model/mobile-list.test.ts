import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_MOBILE_FILTER,
  mobileFilterSearch,
  mobileSearchRequest,
  nextSort,
  parseMobileFilter,
  sortTabOf,
} from './mobile-list';
import { highlightParts, mergeHistory } from './mobile-search';
import { stockLabel } from './stock-label';

describe('phone list filters in the address', () => {
  it('reads keyword, category id and name, brands, prices, stock and sort', () => {
    const f = parseMobileFilter(
      '?k=螺丝&cid=31&catalog=五金工具&brand=16,17,x&pmin=1.5&pmax=20&stock=1&sort=sales',
    );
    expect(f).toEqual({
      keyword: '螺丝',
      catalogId: '31',
      catalog: '五金工具',
      brandIds: ['16', '17'],
      priceMin: '1.5',
      priceMax: '20',
      inStock: true,
      sort: 'sales',
    });
  });

  it('drops what is not valid and lets the category path win over cid', () => {
    const f = parseMobileFilter('?k=<b>a b</b>&cid=0x1&pmin=-3&sort=cheap', undefined);
    expect(f).toEqual({ ...EMPTY_MOBILE_FILTER, keyword: 'a b' });
    expect(parseMobileFilter('?cid=5', '28').catalogId).toBe('28');
    expect(parseMobileFilter('?cid=5', 'abc').catalogId).toBe('');
  });

  it('writes the query without defaults, and without cid on the category page', () => {
    expect(mobileFilterSearch(EMPTY_MOBILE_FILTER)).toBe('');
    const f = { ...EMPTY_MOBILE_FILTER, keyword: '螺丝', catalogId: '31', sort: 'priceDesc' as const };
    expect(mobileFilterSearch(f)).toBe(`?k=${encodeURIComponent('螺丝')}&sort=priceDesc&cid=31`);
    expect(mobileFilterSearch(f, false)).toBe(`?k=${encodeURIComponent('螺丝')}&sort=priceDesc`);
    // a round trip keeps the filters
    const g = { ...f, brandIds: ['3'], priceMin: '10', priceMax: '2.5', inStock: true };
    expect(parseMobileFilter(mobileFilterSearch(g))).toEqual(g);
  });

  it('turns the filters into the search request: fen, catalog id, no page', () => {
    const f = { ...EMPTY_MOBILE_FILTER, keyword: '手套', catalogId: '14', priceMin: '20', priceMax: '5' };
    expect(mobileSearchRequest(f, '310115')).toEqual({
      keyword: '手套',
      catalogId: '14',
      priceMin: 500,
      priceMax: 2000,
      sort: 'relevance',
      limit: 20,
      divisionCode: '310115',
    });
    expect(mobileSearchRequest(EMPTY_MOBILE_FILTER, '', 40)).toEqual({ sort: 'relevance', limit: 40 });
  });
});

describe('sort tabs', () => {
  it('toggles the price tab between low→high and high→low', () => {
    expect(nextSort('relevance', 'price')).toBe('priceAsc');
    expect(nextSort('priceAsc', 'price')).toBe('priceDesc');
    expect(nextSort('priceDesc', 'price')).toBe('priceAsc');
    expect(nextSort('priceDesc', 'sales')).toBe('sales');
    expect(sortTabOf('priceDesc')).toBe('price');
    expect(sortTabOf('newest')).toBe('newest');
  });

  it('counts the filters that are on', () => {
    expect(activeFilterCount(EMPTY_MOBILE_FILTER)).toBe(0);
    expect(
      activeFilterCount({ ...EMPTY_MOBILE_FILTER, brandIds: ['1', '2'], priceMax: '9', inStock: true }),
    ).toBe(4);
  });
});

describe('search screen', () => {
  it('merges this browser’s history with the server’s, newest first, no repeats', () => {
    expect(mergeHistory(['螺丝', '手套'], ['手套', '胶带', ' '], 10)).toEqual(['螺丝', '手套', '胶带']);
    expect(mergeHistory(['a', 'b', 'c'], ['d'], 2)).toEqual(['a', 'b']);
  });

  it('highlights the typed part, not a pinyin match', () => {
    expect(highlightParts('螺丝刀', '螺丝')).toEqual([
      { text: '螺丝', hit: true },
      { text: '刀', hit: false },
    ]);
    expect(highlightParts('Bosch 电钻', 'bosch')[0]).toEqual({ text: 'Bosch', hit: true });
    expect(highlightParts('螺丝刀', 'luosi')).toEqual([{ text: '螺丝刀', hit: false }]);
  });
});

describe('stock label', () => {
  it('says 有货, 仅剩 n or 无货', () => {
    expect(stockLabel(100)).toEqual({ text: '有货', tone: 'ok' });
    expect(stockLabel(3)).toEqual({ text: '仅剩3', tone: 'low' });
    expect(stockLabel(0)).toEqual({ text: '无货', tone: 'out' });
  });
});
