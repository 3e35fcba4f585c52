import { describe, expect, it } from 'vitest';
import { cleanKeyword, listPathFor } from './keyword';

describe('goods-list keyword', () => {
  it('strips markup and keeps words apart', () => {
    expect(cleanKeyword(' 六角  螺丝 ')).toBe('六角 螺丝');
    expect(cleanKeyword('SKF 6202')).toBe('SKF 6202');
    expect(cleanKeyword('<script>alert(1)</script>扳手')).toBe('alert(1)扳手');
    expect(cleanKeyword('手套<img src=x onerror=1')).toBe('手套');
    expect(cleanKeyword('全角\u3000空格')).toBe('全角 空格');
    expect(cleanKeyword(null)).toBe('');
  });
  it('builds the list address', () => {
    expect(listPathFor(' 螺丝 ')).toBe('/shop/list?k=%E8%9E%BA%E4%B8%9D');
    expect(listPathFor('SKF 6202')).toBe('/shop/list?k=SKF%206202');
    expect(listPathFor('  ')).toBe('/shop/list');
  });
});
