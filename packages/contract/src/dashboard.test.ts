import { describe, expect, it } from 'vitest';
import {
  dashboardExportQuery,
  dashboardFilter,
  dashboardLinesQuery,
  savingLinesQuery,
  monthIndex,
  monthOfInstant,
  monthsOf,
} from './dashboard-schema';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('dashboard filters', () => {
  it('takes a range of up to 36 months', () => {
    expect(dashboardFilter.safeParse({ from: '2024-01', to: '2026-12' }).success).toBe(true);
    expect(messages(dashboardFilter.safeParse({ from: '2023-12', to: '2026-12' }))).toEqual([
      '查询范围最多 36 个月',
    ]);
    expect(messages(dashboardFilter.safeParse({ from: '2026-03', to: '2026-02' }))).toEqual([
      '截止月份不能早于起始月份',
    ]);
  });

  it('refuses a month that is not a calendar month, with its own message only', () => {
    expect(messages(dashboardFilter.safeParse({ from: '2026-13', to: '2026-01' }))).toEqual([
      '起始月份格式不正确，应为 YYYY-MM（2000-01 至 2099-12）',
    ]);
    expect(dashboardFilter.safeParse({ from: '2026-1', to: '2026-01' }).success).toBe(false);
    expect(dashboardFilter.safeParse({ to: '2026-01' }).success).toBe(false);
  });

  it('names an unknown export view', () => {
    const r = dashboardExportQuery.safeParse({ from: '2026-01', to: '2026-01', view: 'nope' });
    expect(messages(r)[0]).toMatch(/^视图不正确/);
  });

  it("names the drill-downs' keys: the Pareto 其他 slice and a saving baseline", () => {
    const r = { from: '2026-01', to: '2026-03', page: '1', limit: '20' };
    expect(dashboardLinesQuery.safeParse({ ...r, otherSuppliers: 'true' }).success).toBe(true);
    expect(messages(dashboardLinesQuery.safeParse({ ...r, otherSuppliers: '1' }))).toEqual([
      '其他供应商应为 true 或 false',
    ]);
    expect(savingLinesQuery.safeParse({ ...r, baseline: 'quotation' }).success).toBe(true);
    expect(messages(savingLinesQuery.safeParse({ ...r, baseline: 'x' }))[0]).toMatch(/^节约基准不正确/);
    expect(savingLinesQuery.safeParse(r).success).toBe(false);
  });

  it('counts months', () => {
    expect(monthsOf('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthIndex('2026-01') - monthIndex('2025-12')).toBe(1);
    // 2026-01-31 20:00 UTC is 2026-02-01 04:00 in China.
    expect(monthOfInstant(new Date('2026-01-31T20:00:00Z'))).toBe('2026-02');
  });
});
