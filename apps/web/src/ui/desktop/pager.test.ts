import { describe, expect, it } from 'vitest';
import { pageItems } from './pager';

describe('pager', () => {
  it('shows first, last and two either side, with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
    expect(pageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 20]);
    expect(pageItems(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageItems(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});
