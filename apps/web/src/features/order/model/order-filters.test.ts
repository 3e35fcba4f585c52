import { describe, expect, it } from 'vitest';
import { orderPageQuery } from '@pm/contract/order-schema';
import { pageQueryOf, readOrderFilters, writeOrderFilters } from './order-filters';

describe('order list filters in the address', () => {
  it('round-trips and leaves defaults out', () => {
    const f = readOrderFilters(
      new URLSearchParams('status=DELIVERED&keyword=扳手&from=2026-05-01&to=2026-05-31&page=3'),
    );
    expect(f).toEqual({
      status: 'DELIVERED',
      keyword: '扳手',
      dateFrom: '2026-05-01',
      dateTo: '2026-05-31',
      page: 3,
    });
    expect(readOrderFilters(writeOrderFilters(f))).toEqual(f);
    expect(
      writeOrderFilters({ ...f, status: 'all', keyword: '', dateFrom: '', dateTo: '', page: 1 }).toString(),
    ).toBe('');
  });

  it('falls back on bad values', () => {
    expect(
      readOrderFilters(new URLSearchParams('status=nope&from=yesterday&page=-2&keyword=' + 'x'.repeat(80))),
    ).toEqual({
      status: 'all',
      keyword: 'x'.repeat(50),
      dateFrom: '',
      dateTo: '',
      page: 1,
    });
  });

  it('gives a page query the contract accepts', () => {
    const q = pageQueryOf(
      readOrderFilters(new URLSearchParams('status=CANCELLED&keyword=SO&from=2026-01-01')),
    );
    expect(q).toEqual({ status: 'CANCELLED', keyword: 'SO', dateFrom: '2026-01-01', page: 1, limit: 10 });
    expect(orderPageQuery.safeParse(q).success).toBe(true);
    expect(orderPageQuery.safeParse(pageQueryOf(readOrderFilters(new URLSearchParams()))).success).toBe(true);
  });
});
