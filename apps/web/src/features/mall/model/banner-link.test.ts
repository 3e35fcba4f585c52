import { describe, expect, it } from 'vitest';
import { shopLinkTarget } from './banner-link';

describe('banner links on a phone', () => {
  it('reads a list link with its category and keyword', () => {
    expect(shopLinkTarget('/shop/list?catalog=劳保用品')).toEqual({
      kind: 'list',
      keyword: '',
      catalog: '劳保用品',
    });
    expect(shopLinkTarget('/shop/list?k=%E8%9E%BA%E4%B8%9D')).toEqual({
      kind: 'list',
      keyword: '螺丝',
      catalog: '',
    });
  });

  it('reads a detail link; anything else is other', () => {
    expect(shopLinkTarget('/shop/detail/3027')).toEqual({ kind: 'detail', id: '3027' });
    expect(shopLinkTarget('/shop/detail/abc')).toEqual({ kind: 'other' });
    expect(shopLinkTarget('https://example.com')).toEqual({ kind: 'other' });
  });
});
