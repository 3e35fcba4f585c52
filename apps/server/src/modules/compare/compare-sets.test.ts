import { describe, expect, it } from 'vitest';
import { chooseCheapest, groupIntoSets } from './compare-sets';

const at = (s: number) => new Date(Date.UTC(2026, 10, 21, 0, 0, s));
const row = (id: string, catalog: string, series: string, updated: number) => ({
  id,
  catalog_id: catalog,
  catalog_name: `分类${catalog}`,
  series,
  updated_at: at(updated),
});

describe('groupIntoSets', () => {
  it('joins lines of one third-level category, and of one product line across categories', () => {
    const sets = groupIntoSets([
      row('1', '10', '', 1),
      row('2', '20', 'S1', 2),
      row('3', '10', '', 3),
      row('4', '30', 'S1', 4),
      row('5', '40', '', 5),
      row('6', '30', '', 6),
    ]);
    expect(sets.map((s) => s.lines.map((l) => l.id))).toEqual([['2', '4', '6'], ['5'], ['1', '3']]);
    expect(sets[0]).toMatchObject({ key: '20-30', title: '分类20、分类30' });
    expect(sets[2]).toMatchObject({ key: '10', title: '分类10' });
  });

  it('orders sets by their latest change, then by their first line', () => {
    const sets = groupIntoSets([row('7', '1', '', 5), row('3', '2', '', 5), row('9', '3', '', 9)]);
    expect(sets.map((s) => s.key)).toEqual(['3', '2', '1']);
    expect(groupIntoSets([])).toEqual([]);
  });
});

describe('chooseCheapest', () => {
  it('takes the lowest total among buyable lines; ties go to faster delivery, then the earlier line', () => {
    const line = (id: string, total: number, deliveryDays: number | null, buyable = true) => ({
      id,
      total,
      deliveryDays,
      buyable,
    });
    expect(chooseCheapest([line('1', 500, 3), line('2', 300, null, false), line('3', 400, 2)])).toEqual({
      id: '3',
      spread: 100,
    });
    expect(chooseCheapest([line('1', 400, null), line('2', 400, 5), line('3', 400, 5)]).id).toBe('2');
    expect(chooseCheapest([line('1', 400, 2), line('2', 400, 2)]).id).toBe('1');
    expect(chooseCheapest([line('1', 100, 1, false)])).toEqual({ id: null, spread: 0 });
  });
});
