import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import type { PortalStoryCard, PortalStoryPage } from '@pm/contract/portal';
import { queryClient } from '@/lib/query-client';
import { UI_TEST_MS, UI_WAIT } from '@/test/budgets';
import CustomerListPage from './customer-list-page';

function card(id: string, customerName: string, industry: string): PortalStoryCard {
  return {
    id,
    customerName,
    shortName: customerName.slice(0, 4),
    industry,
    region: '江苏 常州',
    size: '1000–4999 人',
    headline: `${customerName}的采购故事`,
    figures: [{ value: '38', unit: '%', label: '采购周期缩短' }],
    pictures: { logo: '/logo.svg', cover: '/cover.svg', chart: '/chart.svg' },
  };
}

const STORIES = [
  card('1', '恒力精机', '机械制造'),
  card('2', '鲁泰化工', '化工'),
  card('3', '拓迈汽配', '机械制造'),
];

// The server's answer to each page query: the stories of the industry asked for.
const asked: Record<string, unknown>[] = [];
vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  request: (endpoint: AnyEndpoint, input: Record<string, unknown>) => {
    asked.push({ path: endpoint.path, ...input });
    const records = STORIES.filter((s) => !input.industry || s.industry === input.industry);
    const page: PortalStoryPage = {
      records,
      total: records.length,
      page: 1,
      limit: 9,
      industries: [
        { industry: '机械制造', count: 2 },
        { industry: '化工', count: 1 },
      ],
    };
    return Promise.resolve(page);
  },
}));

afterEach(() => {
  asked.length = 0;
  queryClient.clear();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/portal/customer', element: <CustomerListPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('客户案例 industry filter', { timeout: UI_TEST_MS }, () => {
  it('shows 全部 with every story, then filters by the chip pressed and keeps it in the address', async () => {
    const router = renderAt('/portal/customer');
    const chips = await screen.findByRole('group', { name: '按行业筛选' }, UI_WAIT);
    expect(within(chips).getByText('全部').parentElement?.textContent).toContain('3');
    expect(await screen.findByText('恒力精机', {}, UI_WAIT)).toBeTruthy();
    expect(screen.getByText('鲁泰化工')).toBeTruthy();

    await userEvent.click(within(chips).getByText('化工'));
    expect(router.state.location.search).toBe(`?industry=${encodeURIComponent('化工')}`);
    await vi.waitFor(() => expect(screen.queryByText('恒力精机')).toBeNull(), UI_WAIT);
    expect(screen.getByText('鲁泰化工')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ path: '/portal/customer/page', industry: '化工', page: 1 });

    await userEvent.click(within(chips).getByText('全部'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('恒力精机', {}, UI_WAIT)).toBeTruthy();
  });

  it('reads the industry from the address and ignores an unknown one', async () => {
    renderAt(`/portal/customer?industry=${encodeURIComponent('机械制造')}`);
    expect(await screen.findByText('拓迈汽配', {}, UI_WAIT)).toBeTruthy();
    expect(screen.queryByText('鲁泰化工')).toBeNull();
    expect(asked[0]).toMatchObject({ industry: '机械制造' });
  });

  it('asks for all stories when the address names an unknown industry', async () => {
    renderAt('/portal/customer?industry=航天');
    expect(await screen.findByText('鲁泰化工', {}, UI_WAIT)).toBeTruthy();
    expect(asked[0]).not.toHaveProperty('industry');
  });
});
