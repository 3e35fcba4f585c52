/** Fixture answers of the dashboard's endpoints for the model's and the components' tests. */
import type {
  BudgetVsActual,
  SpendByCategory,
  SpendByDepartment,
  SpendByMonth,
  SpendBySupplier,
  StatusFunnel,
} from '@pm/contract/dashboard';

export const byMonth: SpendByMonth = {
  months: ['2026-01', '2026-02', '2026-03'],
  categories: [
    { id: '10', name: '五金工具', amounts: [100_000, 0, 250_000], total: 350_000 },
    { id: '20', name: '办公用品', amounts: [50_000, 20_000, 0], total: 70_000 },
  ],
  monthTotals: [150_000, 20_000, 250_000],
  total: 420_000,
};

export const byCategory: SpendByCategory = {
  records: [
    { id: '10', name: '五金工具', amount: 350_000, quantity: 40, lineCount: 5 },
    { id: '20', name: '办公用品', amount: 70_000, quantity: 12, lineCount: 3 },
  ],
  total: 420_000,
};

export const bySupplier: SpendBySupplier = {
  records: [
    {
      supplierId: '7',
      name: '上海五金供应链有限公司',
      amount: 300_000,
      orderCount: 4,
      share: 0.75,
      cumulativeShare: 0.75,
    },
    { supplierId: '8', name: '得力办公', amount: 60_000, orderCount: 2, share: 0.15, cumulativeShare: 0.9 },
  ],
  other: { name: '其他', supplierCount: 3, amount: 40_000, orderCount: 3, share: 0.1 },
  supplierCount: 5,
  total: 400_000,
};

export const byDepartment: SpendByDepartment = {
  months: ['2026-01', '2026-02'],
  departments: [
    { id: '3', name: '设备部', amounts: [100_000, 0], orderCounts: [2, 0], total: 100_000 },
    { id: null, name: '未分配部门', amounts: [0, 20_000], orderCounts: [0, 1], total: 20_000 },
  ],
  total: 120_000,
};

export const budget: BudgetVsActual = {
  records: [
    {
      planId: '5',
      name: '2026 年一季度设备维护',
      period: '2026-01 至 2026-03',
      status: 'EXECUTING',
      departmentName: '设备部',
      budget: 1_000_000,
      committed: 400_000,
      received: 150_000,
    },
  ],
  totals: { budget: 1_000_000, committed: 400_000, received: 150_000 },
};

export const funnel: StatusFunnel = {
  stages: [
    { stage: 'placed', label: '已下单', count: 10 },
    { stage: 'approved', label: '已放行（无需审批或已审批）', count: 9 },
    { stage: 'shipped', label: '已发货', count: 6 },
    { stage: 'received', label: '已收货', count: 4 },
    { stage: 'refunded', label: '有退款', count: 1 },
    { stage: 'cancelled', label: '已取消', count: 1 },
  ],
  statuses: [
    { status: 'DONE', label: '已完成', count: 4, amount: 200_000 },
    { status: 'CANCELLED', label: '已取消', count: 1, amount: 10_000 },
  ],
  total: 10,
};
