import { describe, expect, it } from 'vitest';
import {
  budgetOption,
  categoryTreemapOption,
  departmentHeatmapOption,
  drillOfCategoryClick,
  drillOfDepartmentClick,
  drillOfFunnelClick,
  drillOfMonthClick,
  drillOfSupplierClick,
  funnelOption,
  monthStackOption,
  paretoOption,
  paretoRows,
} from './chart-options';
import { budget, byCategory, byDepartment, byMonth, bySupplier, funnel } from './fixtures';

const click = (seriesIndex: number, dataIndex: number, data: unknown = null) => ({
  seriesIndex,
  seriesName: '',
  dataIndex,
  name: '',
  data,
});
type Fmt = (p: unknown) => string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const any = (x: unknown) => x as any;

describe('spend by month', () => {
  it('stacks one bar series per category over the months, amounts in fen', () => {
    const o = any(monthStackOption(byMonth));
    expect(o.xAxis.data).toEqual(['26/01', '26/02', '26/03']);
    expect(o.series.map((s: { name: string }) => s.name)).toEqual(['五金工具', '办公用品']);
    expect(o.series[0]).toMatchObject({ type: 'bar', stack: 'spend', data: [100_000, 0, 250_000] });
    expect(o.yAxis.axisLabel.formatter(250_000)).toBe('¥2,500');
  });

  it('names the month total and each category in yuan in the tooltip', () => {
    const fmt = any(monthStackOption(byMonth)).tooltip.formatter as Fmt;
    const text = fmt([
      { dataIndex: 0, seriesName: '五金工具', value: 100_000, marker: '' },
      { dataIndex: 0, seriesName: '办公用品', value: 50_000, marker: '' },
    ]);
    expect(text).toBe('2026年1月，合计 ¥1,500.00<br/>五金工具：¥1,000.00<br/>办公用品：¥500.00');
  });

  it('drills a segment into its month and category', () => {
    expect(drillOfMonthClick(byMonth, click(1, 1))).toEqual({
      title: '2026年2月 · 办公用品',
      month: '2026-02',
      categoryId: '20',
    });
    expect(drillOfMonthClick(byMonth, click(5, 1))).toBeNull();
  });
});

describe('spend by category', () => {
  it('is a treemap of the categories with their ids', () => {
    const o = any(categoryTreemapOption(byCategory));
    expect(o.series[0].type).toBe('treemap');
    expect(o.series[0].data.map((n: { id: string; value: number }) => [n.id, n.value])).toEqual([
      ['10', 350_000],
      ['20', 70_000],
    ]);
    expect((o.tooltip.formatter as Fmt)({ name: '办公用品', value: 70_000 })).toBe(
      '办公用品<br/>¥700.00，占 16.67%',
    );
  });

  it('drills a block into its category', () => {
    expect(drillOfCategoryClick(byCategory, click(0, 0, { id: '20' }))).toEqual({
      title: '办公用品',
      categoryId: '20',
    });
  });
});

describe('spend by supplier (Pareto)', () => {
  it('has the top suppliers, then the rest as one grey bar, and the cumulative share in percent', () => {
    expect(paretoRows(bySupplier).map((r) => r.name)).toEqual([
      '上海五金供应链有限公司',
      '得力办公',
      '其他（3 家）',
    ]);
    const o = any(paretoOption(bySupplier));
    expect(o.series[0].data.map((d: { value: number }) => d.value)).toEqual([300_000, 60_000, 40_000]);
    expect(o.series[0].data[2].itemStyle.color).toBe('#bfbfbf');
    expect(o.series[1]).toMatchObject({ type: 'line', yAxisIndex: 1, data: [75, 90, 100] });
  });

  it("drills a supplier's bar into its lines, 其他 into the long tail's", () => {
    expect(drillOfSupplierClick(bySupplier, click(0, 1))).toEqual({ title: '得力办公', supplierId: '8' });
    expect(drillOfSupplierClick(bySupplier, click(0, 2))).toEqual({
      title: `其他（${bySupplier.other!.supplierCount} 家供应商）`,
      otherSuppliers: true,
    });
    expect(drillOfSupplierClick(bySupplier, click(0, 3))).toBeNull();
    expect(drillOfSupplierClick({ ...bySupplier, other: null }, click(0, 2))).toBeNull();
  });
});

describe('spend by department and month (heat map)', () => {
  it('has one cell per department and month, scaled to the largest', () => {
    const o = any(departmentHeatmapOption(byDepartment));
    expect(o.yAxis.data).toEqual(['设备部', '未分配部门']);
    expect(o.series[0].data).toEqual([
      [0, 0, 100_000],
      [1, 0, 0],
      [0, 1, 0],
      [1, 1, 20_000],
    ]);
    expect(o.visualMap.max).toBe(100_000);
    expect((o.tooltip.formatter as Fmt)({ value: [0, 0, 100_000] })).toBe(
      '设备部 · 2026年1月<br/>¥1,000.00，订单 2 笔',
    );
  });

  it('drills a cell into its department (or the lines without one) and month', () => {
    expect(drillOfDepartmentClick(byDepartment, click(0, 0, [0, 0, 100_000]))).toEqual({
      title: '设备部 · 2026年1月',
      month: '2026-01',
      departmentId: '3',
    });
    expect(drillOfDepartmentClick(byDepartment, click(0, 3, [1, 1, 20_000]))).toEqual({
      title: '未分配部门 · 2026年2月',
      month: '2026-02',
      noDepartment: true,
    });
  });

  it('an empty range still scales', () => {
    const o = any(departmentHeatmapOption({ months: ['2026-01'], departments: [], total: 0 }));
    expect(o.visualMap.max).toBe(1);
  });
});

describe('budget against actual', () => {
  it("shows each plan's budget, committed and received", () => {
    const o = any(budgetOption(budget));
    expect(o.yAxis.data).toEqual(['2026 年一季度设备维护']);
    expect(o.series.map((s: { data: number[] }) => s.data[0])).toEqual([1_000_000, 400_000, 150_000]);
    expect((o.tooltip.formatter as Fmt)([{ dataIndex: 0 }])).toContain('已占用 ¥4,000.00（40.00%）');
  });
});

describe('order funnel', () => {
  it('has one bar per stage in order, cancelled in grey', () => {
    const o = any(funnelOption(funnel));
    expect(o.series[0].data.map((d: { value: number }) => d.value)).toEqual([10, 9, 6, 4, 1, 1]);
    expect(o.series[0].data[5].itemStyle.color).toBe('#bfbfbf');
  });

  it('drills 已下单 into every line and 已取消 into the cancelled ones', () => {
    expect(drillOfFunnelClick(funnel, click(0, 0))).toEqual({ title: '已下单' });
    expect(drillOfFunnelClick(funnel, click(0, 5))).toEqual({ title: '已取消', status: 'CANCELLED' });
    expect(drillOfFunnelClick(funnel, click(0, 2))).toBeNull();
  });
});
