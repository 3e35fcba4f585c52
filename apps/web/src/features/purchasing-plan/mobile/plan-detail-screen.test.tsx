import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { PlanDetail } from '@pm/contract/purchasing-plan';
import { UI_TEST_MS } from '@/test/budgets';
import { PlanDetailScreen } from './plan-detail-screen';

const moved: unknown[] = [];
let current: PlanDetail;
vi.mock('../api/plan-detail', () => ({
  usePlanDetail: () => ({ isPending: false, isError: false, data: current, refetch: () => {} }),
}));
vi.mock('../api/plan-log', () => ({
  usePlanLog: () => ({ data: { records: [], total: 0, page: 1, limit: 10 } }),
}));
vi.mock('../api/plan-transition', () => ({
  movePlan: async (input: unknown) => {
    moved.push(input);
  },
}));

const base: PlanDetail = {
  id: '7',
  code: 'PL1',
  name: '十二月办公用品',
  status: 'executing',
  statusText: '执行中',
  periodType: 'quarter',
  period: '2026-Q4',
  departmentId: null,
  departmentName: '',
  ownerId: '2',
  ownerName: '张三',
  budget: 10000,
  budgetUsed: 10000,
  budgetRemaining: 0,
  plannedAmount: 2000,
  lineCount: 1,
  progress: 40,
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  remarks: '',
  lines: [
    {
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
    },
  ],
  actions: ['pause', 'finish', 'close'],
};

function show(plan: PlanDetail) {
  current = plan;
  return render(
    <MemoryRouter>
      <PlanDetailScreen id="7" searchGoods={async () => []} addresses={[]} ordersHref="/app-market/order" />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('计划详情 (phone)', () => {
  it(
    'shows the period, progress, the spent budget and each line figure; a line is chosen to order',
    async () => {
      show(base);
      expect(screen.getByText(/2026年第四季度/)).toBeTruthy();
      expect(screen.getByText('40%')).toBeTruthy();
      expect(screen.getByText('¥0.00')).toBeTruthy();
      expect(screen.getByRole('img', { name: '已下单 40%，已收货 10%' })).toBeTruthy();
      const order = screen.getByRole('button', { name: '下单' });
      expect(order).toHaveProperty('disabled', true);
      await userEvent.click(screen.getByRole('checkbox', { name: '选择签字笔' }));
      expect(screen.getByText('已选 1 条')).toBeTruthy();
      expect(screen.getByRole('button', { name: '下单' })).toHaveProperty('disabled', false);
    },
    UI_TEST_MS,
  );

  it(
    'pauses at once and offers resume on a paused plan, without ordering',
    async () => {
      show(base);
      await userEvent.click(screen.getByRole('button', { name: '暂停' }));
      expect(moved).toEqual([{ id: '7', action: 'pause' }]);
      cleanup();
      show({ ...base, status: 'paused', statusText: '已暂停', actions: ['resume', 'finish', 'close'] });
      expect(screen.getByText('计划已暂停，恢复执行后才能下单')).toBeTruthy();
      expect(screen.getByRole('button', { name: '恢复执行' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: '下单' })).toBeNull();
      expect(screen.queryByRole('checkbox')).toBeNull();
    },
    UI_TEST_MS,
  );
});
