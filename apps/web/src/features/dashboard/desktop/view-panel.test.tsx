import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { ViewPanel } from './view-panel';

const result = (over: Partial<UseQueryResult<{ total: number }>>) =>
  ({
    data: undefined,
    isError: false,
    isFetching: false,
    error: null,
    refetch: () => undefined,
    ...over,
  }) as unknown as UseQueryResult<{ total: number }>;

function show(q: UseQueryResult<{ total: number }>) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ViewPanel
        title="按月采购额"
        query={q}
        exportOf={{ from: '2026-01', to: '2026-06', view: 'by-month' }}
        isEmpty={(d) => d.total === 0}
      >
        {(d) => <p>合计 {d.total}</p>}
      </ViewPanel>
    </QueryClientProvider>,
  );
}

describe('a view of the dashboard', () => {
  it('holds its place with a skeleton while it loads, export disabled', () => {
    const { container } = show(result({}));
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.getByRole('button', { name: /导出 Excel/ }).hasAttribute('disabled')).toBe(true);
  });

  it('says honestly that the range has no orders', () => {
    show(result({ data: { total: 0 } }));
    expect(screen.getByText('所选范围内没有订单')).toBeTruthy();
  });

  it('shows the view and offers the export once there is data', () => {
    show(result({ data: { total: 42 } }));
    expect(screen.getByText('合计 42')).toBeTruthy();
    expect(screen.getByRole('button', { name: /导出 Excel/ }).hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's message when the view fails", () => {
    show(result({ isError: true, error: new Error('查询范围最多 36 个月') }));
    expect(screen.getByText('查询范围最多 36 个月')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeTruthy();
  });
});
