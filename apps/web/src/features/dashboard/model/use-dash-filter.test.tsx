import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { DashboardAuthorities } from '@pm/contract/dashboard';
import { useDashFilter } from './use-dash-filter';

const auth: DashboardAuthorities = {
  scope: 'org',
  scopeLabel: '本企业采购',
  views: ['by-month'],
  organizationName: '华东精工',
  departments: [{ id: '3', name: '设备部' }],
  defaultFrom: '2025-12',
  defaultTo: '2026-11',
  maxMonths: 36,
  minSample: 5,
};

let setFilter: ReturnType<typeof useDashFilter>['setFilter'] = () => undefined;

function Probe() {
  const f = useDashFilter(auth);
  setFilter = f.setFilter;
  const location = useLocation();
  return (
    <>
      <output data-testid="filter">{JSON.stringify(f.filter)}</output>
      <output data-testid="search">{location.search}</output>
    </>
  );
}

function open(address: string) {
  const router = createMemoryRouter(
    ['/dashboard', '/dashboard/collection', '/dashboard/supplier-data-board'].map((path) => ({
      path,
      element: <Probe />,
    })),
    {
      initialEntries: [address],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => sessionStorage.clear());

describe('the filters and the address', () => {
  it('reads the range and the department from the address', () => {
    open('/dashboard?from=2026-02&to=2026-04&dept=3');
    expect(screen.getByTestId('filter').textContent).toBe(
      JSON.stringify({ from: '2026-02', to: '2026-04', departmentId: '3' }),
    );
  });

  it('opens with the default range when the address has none', () => {
    open('/dashboard');
    expect(screen.getByTestId('filter').textContent).toBe(JSON.stringify({ from: '2025-12', to: '2026-11' }));
  });

  it('writes a new filter into the address, and Back returns to the one before', async () => {
    const router = open('/dashboard?from=2026-02&to=2026-04');
    act(() => setFilter({ from: '2026-01', to: '2026-06', departmentId: '3' }));
    expect(screen.getByTestId('search').textContent).toBe('?from=2026-01&to=2026-06&dept=3');
    expect(screen.getByTestId('filter').textContent).toBe(
      JSON.stringify({ from: '2026-01', to: '2026-06', departmentId: '3' }),
    );
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('filter').textContent).toBe(JSON.stringify({ from: '2026-02', to: '2026-04' }));
  });

  it('keeps the range and the department when the menu opens another dashboard page', async () => {
    const router = open('/dashboard?from=2025-01&to=2025-06&dept=3');
    // the menu's links carry no filter
    await act(() => router.navigate('/dashboard/collection'));
    expect(screen.getByTestId('filter').textContent).toBe(
      JSON.stringify({ from: '2025-01', to: '2025-06', departmentId: '3' }),
    );
    expect(screen.getByTestId('search').textContent).toBe('?from=2025-01&to=2025-06&dept=3');
    act(() => setFilter({ from: '2025-03', to: '2025-04' }));
    await act(() => router.navigate('/dashboard/supplier-data-board'));
    expect(screen.getByTestId('filter').textContent).toBe(JSON.stringify({ from: '2025-03', to: '2025-04' }));
    await act(() => router.navigate('/dashboard'));
    expect(screen.getByTestId('search').textContent).toBe('?from=2025-03&to=2025-04');
  });

  it('drops a remembered department the user may not see', async () => {
    sessionStorage.setItem(
      'pm-dash-filter',
      JSON.stringify({ from: '2025-01', to: '2025-06', departmentId: '99' }),
    );
    open('/dashboard/collection');
    expect(screen.getByTestId('filter').textContent).toBe(JSON.stringify({ from: '2025-01', to: '2025-06' }));
  });
});
