import { describe, expect, it } from 'vitest';
import { filterSearch, industryChips, industryOf, pageOf } from './industry-filter';

describe('industry filter', () => {
  it('takes only known industries and sane pages', () => {
    expect(industryOf('化工')).toBe('化工');
    expect(industryOf('航天')).toBeUndefined();
    expect(industryOf(null)).toBeUndefined();
    expect(pageOf('2')).toBe(2);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('x')).toBe(1);
    expect(pageOf(null)).toBe(1);
  });

  it('lists 全部 with the sum, then industries; the chosen one stays at 0', () => {
    const counts = [
      { industry: '机械制造', count: 2 },
      { industry: '化工', count: 1 },
    ];
    expect(industryChips(counts)).toEqual([
      { key: '', label: '全部', count: 3 },
      { key: '机械制造', label: '机械制造', count: 2 },
      { key: '化工', label: '化工', count: 1 },
    ]);
    expect(industryChips(counts, '医药').at(-1)).toEqual({ key: '医药', label: '医药', count: 0 });
  });

  it('writes the address search', () => {
    expect(filterSearch('')).toBe('');
    expect(new URLSearchParams(filterSearch('能源电力')).get('industry')).toBe('能源电力');
  });
});
