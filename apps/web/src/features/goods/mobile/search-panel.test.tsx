import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import { queryClient } from '@/lib/query-client';
import { LOCAL_HISTORY_KEY } from '../model/search-history';
import { SearchPanel } from './search-panel';
import { setRequestStandIn } from '@/lib/http';

const calls: { path: string; input: unknown }[] = [];

beforeAll(() =>
  setRequestStandIn((endpoint: AnyEndpoint, input: unknown) => {
    calls.push({ path: endpoint.path, input });
    if (endpoint.path === '/workbench/statistics/mall-search/list')
      return Promise.resolve([{ keyword: '劳保手套', count: 9 }]);
    if (endpoint.path === '/item/suggest-keyword')
      return Promise.resolve([
        { text: '螺丝刀', kind: 'catalog', refId: '31' },
        { text: '世达 一字螺丝刀 8×200mm', kind: 'goods', refId: null },
      ]);
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  }),
);

const links = {
  list: (f: { keyword?: string }) => `/list?k=${f.keyword ?? ''}`,
  category: (id: string) => `/category/${id}`,
};

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

function renderPanel() {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/search']}>
        <Routes>
          <Route path="/search" element={<SearchPanel links={links} signedIn={false} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  queryClient.clear();
  calls.length = 0;
});

describe('SearchPanel', () => {
  it('shows this browser’s history and the hot searches; 清空 empties the history', async () => {
    localStorage.setItem(LOCAL_HISTORY_KEY, JSON.stringify(['螺丝', '胶带']));
    renderPanel();
    expect(screen.getByRole('link', { name: '螺丝' }).getAttribute('href')).toBe('/list?k=螺丝');
    expect(await screen.findByRole('link', { name: '劳保手套' })).toBeTruthy();
    // a visitor's history is never asked of the server
    expect(calls.some((c) => c.path === '/mall/goods/shop/search/history')).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: '清空搜索历史' }));
    expect(screen.queryByRole('link', { name: '螺丝' })).toBeNull();
    expect(localStorage.getItem(LOCAL_HISTORY_KEY)).toBeNull();
  });

  it('suggests as the buyer types (pinyin too) and opens a suggested category', async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'luosi');
    const category = await screen.findByRole('button', { name: /螺丝刀\s*分类/ });
    await waitFor(() =>
      expect(calls.some((c) => (c.input as { keyword?: string })?.keyword === 'luosi')).toBe(true),
    );
    await user.click(category);
    expect(screen.getByTestId('where').textContent).toBe('/category/31');
    expect(JSON.parse(localStorage.getItem(LOCAL_HISTORY_KEY) ?? '[]')).toEqual(['螺丝刀']);
  });

  it('searches the typed keyword (markup stripped, words kept apart) and keeps it in the history', async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), ' M6 螺栓 ');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(screen.getByTestId('where').textContent).toBe('/list?k=M6 螺栓');
    expect(JSON.parse(localStorage.getItem(LOCAL_HISTORY_KEY) ?? '[]')).toEqual(['M6 螺栓']);
  });
});
