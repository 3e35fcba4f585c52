import { describe, expect, it } from 'vitest';
import type { PlanDetail, PlanLine } from '@pm/contract/purchasing-plan';
import {
  budgetView,
  currentPeriod,
  isPlanTab,
  lineOrderProblem,
  lineProgress,
  noPlansText,
  orderEstimate,
  orderLinesOf,
  orderableLines,
  periodOptions,
  periodText,
  PLAN_TABS,
  planMoves,
  planTabCount,
  planTotals,
  progressText,
} from './plan-view';

function line(over: Partial<PlanLine> = {}): PlanLine {
  return {
    id: '1',
    goodsId: '10',
    name: '签字笔',
    spec: '0.5mm',
    unit: '支',
    estimatedPrice: 200,
    remark: '',
    plannedQuantity: 10,
    orderedQuantity: 4,
    receivedQuantity: 1,
    pendingQuantity: 6,
    plannedAmount: 2000,
    orderedAmount: 760,
    receivedAmount: 190,
    pendingAmount: 1200,
    ...over,
  };
}

function plan(over: Partial<PlanDetail> = {}): PlanDetail {
  return {
    id: '7',
    code: 'PL1',
    name: '十二月办公用品',
    status: 'executing',
    statusText: '执行中',
    periodType: 'month',
    period: '2026-12',
    departmentId: null,
    departmentName: '',
    ownerId: '2',
    ownerName: '张三',
    budget: 10000,
    budgetUsed: 2500,
    budgetRemaining: 7500,
    plannedAmount: 9000,
    lineCount: 2,
    progress: 37.5,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    remarks: '',
    lines: [line(), line({ id: '2', goodsId: null, name: '定制工牌' })],
    actions: ['close', 'pause', 'finish'],
    ...over,
  };
}

describe('plan tabs', () => {
  it('offers 全部 then each status with its label, counts from the page', () => {
    expect(PLAN_TABS.map((t) => t.title)).toEqual(['全部', '草稿', '执行中', '已暂停', '已完成', '已关闭']);
    expect(planTabCount(undefined, 'draft')).toBeNull();
    expect(planTabCount({ all: 3, draft: 2 }, 'draft')).toBe(2);
    expect(planTabCount({ all: 3 }, 'paused')).toBe(0);
    expect(isPlanTab('paused')).toBe(true);
    expect(isPlanTab('deleted')).toBe(false);
    expect(noPlansText('all')).toBe('还没有采购计划');
    expect(noPlansText('paused')).toBe('没有已暂停的采购计划');
  });
});

describe('periods', () => {
  it('reads each period type in words', () => {
    expect(periodText('month', '2026-03')).toBe('2026年3月');
    expect(periodText('quarter', '2026-Q4')).toBe('2026年第四季度');
    expect(periodText('year', '2027')).toBe('2027年度');
  });

  it('offers the current period first and keeps an older one being edited', () => {
    const now = new Date(2026, 10, 26);
    expect(currentPeriod('month', now)).toBe('2026-11');
    expect(currentPeriod('quarter', now)).toBe('2026-Q4');
    expect(currentPeriod('year', now)).toBe('2026');
    expect(periodOptions('quarter', now).map((o) => o.value)).toEqual([
      '2026-Q4',
      '2027-Q1',
      '2027-Q2',
      '2027-Q3',
      '2027-Q4',
      '2028-Q1',
    ]);
    expect(periodOptions('month', now).at(-1)?.value).toBe('2027-10');
    expect(periodOptions('year', now, '2025')[0]).toEqual({ value: '2025', label: '2025年度' });
  });
});

describe('figures', () => {
  it('sums quantities and amounts of the lines', () => {
    const t = planTotals([line(), line({ plannedQuantity: 5, orderedQuantity: 5, pendingQuantity: 0 })]);
    expect(t.plannedQuantity).toBe(15);
    expect(t.orderedQuantity).toBe(9);
    expect(t.pendingQuantity).toBe(6);
    expect(t.orderedAmount).toBe(1520);
  });

  it('draws a line as ordered and received shares of the planned quantity', () => {
    expect(lineProgress(line())).toEqual({ ordered: 40, received: 10 });
    expect(lineProgress(line({ orderedQuantity: 30 })).ordered).toBe(100);
  });

  it('reads the budget as used, remaining and whether it is spent', () => {
    expect(budgetView(plan())).toMatchObject({
      usedPercent: 25,
      remaining: 7500,
      plannedOver: false,
      exhausted: false,
    });
    expect(budgetView(plan({ budgetUsed: 10000, budgetRemaining: 0, plannedAmount: 12000 }))).toMatchObject({
      usedPercent: 100,
      plannedOver: true,
      exhausted: true,
    });
    expect(progressText(37.5)).toBe('37.5%');
    expect(progressText(33.333)).toBe('33.33%');
  });
});

describe('moves and orders', () => {
  it('offers the moves the server allows, in the contract order, asking before the final ones', () => {
    expect(planMoves(plan()).map((m) => [m.label, m.confirm !== null])).toEqual([
      ['暂停', false],
      ['完成', true],
      ['关闭', true],
    ]);
  });

  it('orders only catalog lines with something pending, of an executing plan', () => {
    const p = plan({
      lines: [line(), line({ id: '2', goodsId: null }), line({ id: '3', pendingQuantity: 0 })],
    });
    expect(orderableLines(p).map((l) => l.id)).toEqual(['1']);
    expect(orderableLines({ ...p, status: 'paused' })).toEqual([]);
    expect(lineOrderProblem(line({ goodsId: null }))).toBe('自由填写的明细不能在商城下单');
    expect(lineOrderProblem(line({ pendingQuantity: 0 }))).toBe('已全部下单');
    expect(orderLinesOf(p, ['1', '2', '3'])).toEqual([{ id: '1', num: 6 }]);
    expect(orderLinesOf(p, ['1'], { '1': 2 })).toEqual([{ id: '1', num: 2 }]);
    expect(orderLinesOf(p, ['1'], { '1': 99 })).toEqual([{ id: '1', num: 6 }]);
    expect(orderEstimate(p, [{ id: '1', num: 6 }])).toBe(1200);
  });
});
