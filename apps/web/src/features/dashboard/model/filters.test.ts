import { describe, expect, it } from 'vitest';
import { rangeLabel, readFilter, writeFilter } from './filters';

const rules = {
  defaultFrom: '2025-12',
  defaultTo: '2026-11',
  maxMonths: 36,
  departments: [
    { id: '3', name: '设备部' },
    { id: '4', name: '行政部' },
  ],
};
const read = (q: string) => readFilter(new URLSearchParams(q), rules);

describe('the filters in the address', () => {
  it('opens with the default range and no department', () => {
    expect(read('')).toEqual({ from: '2025-12', to: '2026-11' });
  });

  it('reads a range and a department the user may filter by', () => {
    expect(read('from=2026-01&to=2026-06&dept=4')).toEqual({
      from: '2026-01',
      to: '2026-06',
      departmentId: '4',
    });
  });

  it('drops a department the user may not filter by', () => {
    expect(read('from=2026-01&to=2026-06&dept=99')).toEqual({ from: '2026-01', to: '2026-06' });
  });

  it('falls back to the default range for a bad month', () => {
    expect(read('from=2026-13&to=2026-06')).toEqual({ from: '2025-12', to: '2026-11' });
    expect(read('from=abc&to=2026-06')).toEqual({ from: '2025-12', to: '2026-11' });
  });

  it('turns a reversed range around and keeps the last months of a range that is too long', () => {
    expect(read('from=2026-06&to=2026-01')).toEqual({ from: '2026-01', to: '2026-06' });
    expect(read('from=2020-01&to=2026-06')).toEqual({ from: '2023-07', to: '2026-06' });
  });

  it('writes the filter back and keeps other parameters; reading it again gives the same filter', () => {
    const f = { from: '2026-02', to: '2026-05', departmentId: '3' };
    const q = writeFilter(new URLSearchParams('tab=x&dept=4'), f);
    expect(q.get('tab')).toBe('x');
    expect(readFilter(q, rules)).toEqual(f);
    const without = writeFilter(q, { from: '2026-02', to: '2026-05' });
    expect(without.has('dept')).toBe(false);
  });

  it('names the range in Chinese', () => {
    expect(rangeLabel({ from: '2026-01', to: '2026-11' })).toBe('2026年1月 至 2026年11月');
    expect(rangeLabel({ from: '2026-03', to: '2026-03' })).toBe('2026年3月');
  });
});
