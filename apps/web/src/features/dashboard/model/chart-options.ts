/**
 * The dashboard's charts as ECharts options, built from the server's answers (pure: tested with fixture
 * answers), and what a click on a segment drills into. Amounts stay in fen in the data; labels and
 * tooltips show yuan.
 */
import type {
  BudgetVsActual,
  SpendByCategory,
  SpendByDepartment,
  SpendByMonth,
  SpendBySupplier,
  StatusFunnel,
} from '@pm/contract/dashboard';
import { formatPercent } from '@pm/contract/format';
import type { ChartClick, ChartOption } from '@/ui/desktop/charts/chart-option';
import type { DrillKey } from './drill';
import { monthLabel } from './filters';
import { compactYuan, formatFen } from './money';

/** The palette of the charts (antd's colours, readable in print). */
export const PALETTE = [
  '#1677ff',
  '#52c41a',
  '#faad14',
  '#eb2f96',
  '#13c2c2',
  '#722ed1',
  '#fa541c',
  '#2f54eb',
  '#a0d911',
  '#8c8c8c',
];

const shortMonth = (m: string) => `${m.slice(2, 4)}/${m.slice(5, 7)}`;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

interface AxisTip {
  seriesName?: string;
  name?: string;
  value?: unknown;
  marker?: unknown;
  dataIndex?: number;
}
const tips = (p: unknown): AxisTip[] => (Array.isArray(p) ? (p as AxisTip[]) : [p as AxisTip]);
const yuanAxis = { type: 'value' as const, axisLabel: { formatter: (v: number) => compactYuan(v) } };

/** Spend per month, one stacked bar series per top-level category. */
export function monthStackOption(d: SpendByMonth): ChartOption {
  return {
    color: PALETTE,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (p: unknown) => {
        const rows = tips(p).filter((t) => Number(t.value) > 0);
        const month = d.months[tips(p)[0]?.dataIndex ?? 0] ?? '';
        const total = d.monthTotals[tips(p)[0]?.dataIndex ?? 0] ?? 0;
        return [
          `${monthLabel(month)}，合计 ${formatFen(total)}`,
          ...rows.map((t) => `${String(t.marker ?? '')}${t.seriesName ?? ''}：${formatFen(Number(t.value))}`),
        ].join('<br/>');
      },
    },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: d.months.map(shortMonth) },
    yAxis: yuanAxis,
    series: d.categories.map((c) => ({
      type: 'bar' as const,
      name: c.name,
      stack: 'spend',
      barMaxWidth: 48,
      data: c.amounts,
      emphasis: { focus: 'series' as const },
    })),
  };
}

export function drillOfMonthClick(d: SpendByMonth, c: ChartClick): DrillKey | null {
  const month = d.months[c.dataIndex];
  const cat = d.categories[c.seriesIndex];
  if (!month || !cat) return null;
  return { title: `${monthLabel(month)} · ${cat.name}`, month, categoryId: cat.id };
}

/** Spend per top-level category as a treemap. */
export function categoryTreemapOption(d: SpendByCategory): ChartOption {
  return {
    color: PALETTE,
    tooltip: {
      formatter: (p: unknown) => {
        const t = p as { name?: string; value?: number };
        const share = d.total > 0 ? formatPercent(Number(t.value) / d.total) : '';
        return `${t.name ?? ''}<br/>${formatFen(Number(t.value))}，占 ${share}`;
      },
    },
    series: [
      {
        type: 'treemap',
        roam: false,
        nodeClick: false,
        breadcrumb: { show: false },
        left: 0,
        right: 0,
        top: 0,
        bottom: 0,
        label: {
          formatter: (p: unknown) => {
            const t = p as { name?: string; value?: number };
            return `${t.name ?? ''}\n${compactYuan(Number(t.value))}`;
          },
        },
        data: d.records.map((r, i) => ({
          id: r.id,
          name: r.name,
          value: r.amount,
          itemStyle: { color: PALETTE[i % PALETTE.length] },
        })),
      },
    ],
  };
}

export function drillOfCategoryClick(d: SpendByCategory, c: ChartClick): DrillKey | null {
  const id = (c.data as { id?: string } | null)?.id;
  const r = d.records.find((x) => x.id === id) ?? d.records[c.dataIndex];
  return r ? { title: r.name, categoryId: r.id } : null;
}

/** The Pareto chart's bars: the top suppliers, then 其他 (n 家) when there is a rest. */
export function paretoRows(d: SpendBySupplier) {
  const rows = d.records.map((r) => ({
    key: r.supplierId as string | null,
    name: r.name,
    amount: r.amount,
    orderCount: r.orderCount,
    share: r.share,
    cumulativeShare: r.cumulativeShare,
  }));
  if (d.other)
    rows.push({
      key: null,
      name: `${d.other.name}（${d.other.supplierCount} 家）`,
      amount: d.other.amount,
      orderCount: d.other.orderCount,
      share: d.other.share,
      cumulativeShare: 1,
    });
  return rows;
}

/** Spend per supplier, largest first, with the cumulative share as a line (Pareto). */
export function paretoOption(d: SpendBySupplier): ChartOption {
  const rows = paretoRows(d);
  return {
    color: ['#1677ff', '#fa541c'],
    tooltip: {
      trigger: 'axis',
      formatter: (p: unknown) => {
        const r = rows[tips(p)[0]?.dataIndex ?? 0];
        if (!r) return '';
        return [
          r.name,
          `采购额 ${formatFen(r.amount)}（${formatPercent(r.share)}）`,
          `订单 ${r.orderCount} 笔`,
          `累计占比 ${formatPercent(r.cumulativeShare)}`,
        ].join('<br/>');
      },
    },
    legend: { top: 0, data: ['采购额', '累计占比'] },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: rows.map((r) => r.name),
      axisLabel: { interval: 0, rotate: 35, formatter: (v: string) => cut(v, 8) },
    },
    yAxis: [
      yuanAxis,
      {
        type: 'value',
        min: 0,
        max: 100,
        axisLabel: { formatter: '{value}%' },
        splitLine: { show: false },
      },
    ],
    series: [
      {
        type: 'bar',
        name: '采购额',
        barMaxWidth: 56,
        data: rows.map((r) => ({
          value: r.amount,
          itemStyle: r.key ? undefined : { color: '#bfbfbf' },
        })),
      },
      {
        type: 'line',
        name: '累计占比',
        yAxisIndex: 1,
        data: rows.map((r) => Math.round(r.cumulativeShare * 1000) / 10),
        symbolSize: 6,
      },
    ],
  };
}

/** A supplier's bar drills into its lines; 其他 into the lines of the suppliers outside the top. */
export function drillOfSupplierClick(d: SpendBySupplier, c: ChartClick): DrillKey | null {
  const r = d.records[c.dataIndex];
  if (r) return { title: r.name, supplierId: r.supplierId };
  return d.other && c.dataIndex === d.records.length ? otherSuppliersDrill(d) : null;
}

/** The Pareto's 其他 slice as a drill-down. */
export function otherSuppliersDrill(d: SpendBySupplier): DrillKey | null {
  return d.other
    ? { title: `${d.other.name}（${d.other.supplierCount} 家供应商）`, otherSuppliers: true }
    : null;
}

/** Spend per department and month as a heat map. */
export function departmentHeatmapOption(d: SpendByDepartment): ChartOption {
  const max = Math.max(0, ...d.departments.flatMap((r) => r.amounts));
  const data = d.departments.flatMap((r, y) => r.amounts.map((a, x) => [x, y, a]));
  return {
    tooltip: {
      formatter: (p: unknown) => {
        const v = (p as { value?: number[] }).value ?? [];
        const dept = d.departments[v[1] ?? 0];
        const month = d.months[v[0] ?? 0] ?? '';
        const orders = dept?.orderCounts[v[0] ?? 0] ?? 0;
        return `${dept?.name ?? ''} · ${monthLabel(month)}<br/>${formatFen(v[2] ?? 0)}，订单 ${orders} 笔`;
      },
    },
    grid: { left: 8, right: 8, top: 8, bottom: 64, containLabel: true },
    xAxis: {
      type: 'category',
      data: d.months.map(shortMonth),
      splitArea: { show: true },
      axisLabel: { interval: d.months.length <= 12 ? 0 : 'auto' },
    },
    yAxis: {
      type: 'category',
      data: d.departments.map((r) => r.name),
      splitArea: { show: true },
    },
    visualMap: {
      min: 0,
      max: max || 1,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      inRange: { color: ['#f0f5ff', '#1677ff', '#061178'] },
      formatter: (v: unknown) => compactYuan(Number(v)),
    },
    series: [
      {
        type: 'heatmap',
        name: '采购额',
        data,
        label: {
          show: d.months.length <= 12,
          formatter: (p: unknown) => {
            const v = (p as { value?: number[] }).value ?? [];
            return v[2] ? compactYuan(v[2]) : '';
          },
          fontSize: 10,
        },
      },
    ],
  };
}

export function drillOfDepartmentClick(d: SpendByDepartment, c: ChartClick): DrillKey | null {
  const v = (c.data as number[] | null) ?? [];
  const dept = d.departments[v[1] ?? -1];
  const month = d.months[v[0] ?? -1];
  if (!dept || !month) return null;
  const title = `${dept.name} · ${monthLabel(month)}`;
  return dept.id === null ? { title, month, noDepartment: true } : { title, month, departmentId: dept.id };
}

/** Each plan's budget against what its orders hold and received. */
export function budgetOption(d: BudgetVsActual): ChartOption {
  const rows = d.records;
  return {
    color: ['#d9d9d9', '#1677ff', '#52c41a'],
    tooltip: {
      trigger: 'axis',
      formatter: (p: unknown) => {
        const r = rows[tips(p)[0]?.dataIndex ?? 0];
        if (!r) return '';
        const used = r.budget > 0 ? `（${formatPercent(r.committed / r.budget)}）` : '';
        return [
          `${r.name}（${r.period}）`,
          `预算 ${formatFen(r.budget)}`,
          `已占用 ${formatFen(r.committed)}${used}`,
          `已收货 ${formatFen(r.received)}`,
        ].join('<br/>');
      },
    },
    legend: { top: 0, data: ['预算', '已占用', '已收货'] },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: yuanAxis,
    yAxis: {
      type: 'category',
      inverse: true,
      data: rows.map((r) => r.name),
      axisLabel: { formatter: (v: string) => cut(v, 12) },
    },
    series: [
      { type: 'bar', name: '预算', barMaxWidth: 16, data: rows.map((r) => r.budget) },
      { type: 'bar', name: '已占用', barMaxWidth: 16, data: rows.map((r) => r.committed) },
      { type: 'bar', name: '已收货', barMaxWidth: 16, data: rows.map((r) => r.received) },
    ],
  };
}

/** The order funnel: orders at each stage, as horizontal bars from the top. */
export function funnelOption(d: StatusFunnel): ChartOption {
  return {
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (p: unknown) => {
        const s = d.stages[tips(p)[0]?.dataIndex ?? 0];
        if (!s) return '';
        const share = d.total > 0 ? `（${formatPercent(s.count / d.total)}）` : '';
        return `${s.label}<br/>${s.count} 笔${share}`;
      },
    },
    grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', inverse: true, data: d.stages.map((s) => cut(s.label, 10)) },
    series: [
      {
        type: 'bar',
        name: '订单数',
        barMaxWidth: 28,
        data: d.stages.map((s, i) => ({
          value: s.count,
          itemStyle: { color: s.stage === 'cancelled' ? '#bfbfbf' : PALETTE[i % PALETTE.length] },
        })),
        label: { show: true, position: 'right', formatter: '{c} 笔' },
      },
    ],
  };
}

/** 已下单 drills into every line, 已取消 into the cancelled ones; the other stages span several statuses. */
export function drillOfFunnelClick(d: StatusFunnel, c: ChartClick): DrillKey | null {
  const s = d.stages[c.dataIndex];
  if (s?.stage === 'placed') return { title: s.label };
  if (s?.stage === 'cancelled') return { title: s.label, status: 'CANCELLED' };
  return null;
}
