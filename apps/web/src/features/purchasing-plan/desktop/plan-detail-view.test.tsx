import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { PlanDetail, PlanLine } from '@pm/contract/purchasing-plan';
import { UI_TEST_MS, UI_WAIT } from '@/test/budgets';
import { PlanDetailView } from './plan-detail-view';

const moved: unknown[] = [];
vi.mock('../api/plan-transition', () => ({
  movePlan: async (input: unknown) => {
    moved.push(input);
  },
}));
vi.mock('../api/plan-log', () => ({
  usePlanLog: () => ({
    data: {
      records: [
        {
          id: '1',
          billId: '7',
          billName: '',
          action: '开始执行',
          detail: '草稿 → 执行中',
          actorId: '2',
          actorName: '张三',
          createdAt: '2026-11-20T02:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      limit: 10,
    },
    isFetching: false,
    isError: false,
  }),
}));

function line(over: Partial<PlanLine>): PlanLine {
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
    orderedAmount: 800,
    receivedAmount: 200,
    pendingAmount: 1200,
    ...over,
  };
}

const plan: PlanDetail = {
  id: '7',
  code: 'PL20261120001',
  name: '十二月办公用品',
  status: 'executing',
  statusText: '执行中',
  periodType: 'month',
  period: '2026-12',
  departmentId: '3',
  departmentName: '行政部',
  ownerId: '2',
  ownerName: '张三',
  budget: 10000,
  budgetUsed: 800,
  budgetRemaining: 9200,
  plannedAmount: 3750,
  lineCount: 2,
  progress: 26.67,
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  remarks: '行政部月度采购',
  lines: [
    line({}),
    line({
      id: '2',
      goodsId: null,
      name: '定制工牌',
      unit: '个',
      plannedQuantity: 5,
      orderedQuantity: 0,
      receivedQuantity: 0,
      pendingQuantity: 5,
      estimatedPrice: 350,
      plannedAmount: 1750,
      orderedAmount: 0,
      receivedAmount: 0,
      pendingAmount: 1750,
    }),
  ],
  actions: ['pause', 'finish', 'close'],
};

function show(p: PlanDetail = plan) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PlanDetailView
          plan={p}
          now={new Date(2026, 10, 26)}
          searchGoods={async () => []}
          addresses={[]}
          onRemoved={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('采购计划详情 (desktop)', () => {
  it(
    'shows the budget used and remaining, the progress, every line figure and the change log',
    () => {
      show();
      const figure = (label: string) =>
        screen.getByText(label, { selector: '.plan-figure__label' }).parentElement!;
      expect(within(figure('预算')).getByText('¥100.00')).toBeTruthy();
      expect(within(figure('预算已用')).getByText('¥8.00')).toBeTruthy();
      expect(within(figure('预算剩余')).getByText('¥92.00')).toBeTruthy();
      expect(within(figure('执行进度')).getByText('26.67%')).toBeTruthy();
      const row = screen.getByText('签字笔', { selector: '.plan-line__name' }).closest('tr')!;
      for (const text of ['10 支', '4 支', '1 支', '6 支', '¥12.00'])
        expect(within(row).getByText(text)).toBeTruthy();
      expect(screen.getByText('自由填写')).toBeTruthy();
      expect(screen.getByRole('img', { name: '各明细的已下单与已收货进度' })).toBeTruthy();
      expect(screen.getByText('草稿 → 执行中')).toBeTruthy();
    },
    UI_TEST_MS,
  );

  it(
    'offers the moves the server allows and asks before the final ones',
    async () => {
      show();
      expect(screen.queryByRole('button', { name: /恢复执行/ })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: /暂\s*停/ }));
      expect(moved).toEqual([{ id: '7', action: 'pause' }]);
      await userEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
      expect(await screen.findByText('关闭后计划不能再下单或修改，确定关闭吗？', {}, UI_WAIT)).toBeTruthy();
      expect(moved).toHaveLength(1);
    },
    UI_TEST_MS,
  );

  it(
    'orders only chosen catalog lines of an executing plan',
    async () => {
      show();
      const order = screen.getByRole('button', { name: /按所选下单/ });
      expect(order).toHaveProperty('disabled', true);
      await userEvent.click(screen.getByRole('checkbox', { name: '选择定制工牌' }));
      expect(screen.getByRole('button', { name: /按所选下单/ })).toHaveProperty('disabled', true);
      await userEvent.click(screen.getByRole('checkbox', { name: '选择签字笔' }));
      expect(screen.getByRole('button', { name: '按所选下单（1）' })).toHaveProperty('disabled', false);
    },
    UI_TEST_MS,
  );

  it(
    'a paused plan says so and cannot be ordered from',
    () => {
      show({ ...plan, status: 'paused', statusText: '已暂停', actions: ['resume', 'finish', 'close'] });
      expect(screen.getByText('计划已暂停，恢复执行后才能下单')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /按所选下单/ })).toBeNull();
      expect(screen.getByRole('button', { name: /恢复执行/ })).toBeTruthy();
    },
    UI_TEST_MS,
  );
});
