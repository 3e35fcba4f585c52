import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import type { AdminPortalStory } from '@pm/contract/portal';
import { queryClient } from '@/lib/query-client';
import { UI_TEST_MS, UI_WAIT } from '@/test/budgets';
import AdminStoriesPage from './admin-stories-page';

const STORY: AdminPortalStory = {
  id: '7',
  customerName: '常州恒力精密机械有限公司',
  shortName: '恒力精机',
  industry: '机械制造',
  region: '江苏 常州',
  size: '1000–4999 人',
  headline: '三千种辅料一站采齐',
  problem: '过去由采购员分别向四十多家供应商询价比价下单。',
  solution: '用批量采购导入清单，核价单导出审批，企业月结对账。',
  figures: [
    { value: '67', unit: '%', label: '采购周期缩短' },
    { value: '2900', unit: '种', label: '在线采购品类' },
  ],
  quote: '',
  quoteBy: '',
  sort: 10,
  published: true,
  updatedAt: '2026-11-26T08:00:00.000Z',
  pictures: { logo: '/l.svg', cover: '/c.svg', chart: '/ch.svg' },
};

const calls: { method: string; path: string; input: Record<string, unknown> }[] = [];
vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  request: (endpoint: AnyEndpoint, input: Record<string, unknown>) => {
    calls.push({ method: endpoint.method, path: endpoint.path, input });
    if (endpoint.path === '/admin/portal/story/page') {
      return Promise.resolve({ records: [STORY], total: 1, page: 1, limit: 20 });
    }
    return Promise.resolve({ ...STORY, ...input });
  },
}));

afterEach(() => {
  calls.length = 0;
  queryClient.clear();
});

function renderIt() {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/workbench/stories']}>
        <AdminStoriesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('客户案例 (workbench)', { timeout: UI_TEST_MS }, () => {
  it('lists the stories and withdraws one with its switch', async () => {
    renderIt();
    const row = (await screen.findByText('常州恒力精密机械有限公司', {}, UI_WAIT)).closest('tr')!;
    expect(within(row).getByText('机械制造')).toBeTruthy();
    await userEvent.click(within(row).getByRole('switch', { name: '发布 恒力精机' }));
    await vi.waitFor(
      () =>
        expect(calls.find((c) => c.path === '/admin/portal/story/publish')?.input).toEqual({
          id: '7',
          published: false,
        }),
      UI_WAIT,
    );
  });

  it('checks the dialog before saving: a figure must be a number', async () => {
    renderIt();
    const row = (await screen.findByText('常州恒力精密机械有限公司', {}, UI_WAIT)).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: '修改' }));
    const dialog = await screen.findByRole('dialog', {}, UI_WAIT);
    const value = within(dialog).getAllByLabelText('数值')[0]!;
    fireEvent.change(value, { target: { value: '三成' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('数据应为数字', {}, UI_WAIT)).toBeTruthy();
    expect(calls.some((c) => c.path === '/admin/portal/story/save')).toBe(false);

    fireEvent.change(value, { target: { value: '70' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await vi.waitFor(() => {
      const save = calls.find((c) => c.path === '/admin/portal/story/save');
      expect(save?.input).toMatchObject({ id: '7', customerName: STORY.customerName });
      expect((save?.input.figures as { value: string }[])[0]!.value).toBe('70');
    }, UI_WAIT);
  });
});
