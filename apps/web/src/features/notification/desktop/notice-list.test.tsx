import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import type { Notice, NoticePage } from '@pm/contract/notification';
import { setRequestStandIn, type RequestOptions } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { UI_TEST_MS, UI_WAIT } from '@/test/budgets';
import { NoticeBell } from './notice-bell';
import { NoticeList } from './notice-list';
import { setNotifier } from '@/lib/notify';

const notices: Notice[] = [
  {
    id: '3',
    kind: 'ORDER_SHIPPED',
    title: '订单 PO3 已发货',
    body: '苏州联创已发货，物流：顺丰速运 SF1',
    subject: { type: 'order', id: '30' },
    read: false,
    createdAt: '2026-11-23T02:00:00.000Z',
    readAt: null,
  },
  {
    id: '2',
    kind: 'REFUND_REJECTED',
    title: '售后单 RF2 已驳回',
    body: '',
    subject: null,
    read: true,
    createdAt: '2026-11-22T02:00:00.000Z',
    readAt: '2026-11-22T03:00:00.000Z',
  },
];

const calls: { path: string; input: unknown }[] = [];
let unread = 1;

beforeAll(() =>
  setRequestStandIn((endpoint: AnyEndpoint, input: unknown, _opts?: RequestOptions) => {
    calls.push({ path: endpoint.path, input });
    if (endpoint.path === '/notification/page') {
      const q = input as { unread?: boolean; category?: string };
      const records = notices.filter(
        (n) => (!q.unread || !n.read) && (!q.category || n.kind.startsWith(q.category)),
      );
      const page: NoticePage = { records, total: records.length, page: 1, limit: 20, unread };
      return Promise.resolve(page);
    }
    if (endpoint.path === '/notification/unread-count') return Promise.resolve({ unread });
    if (endpoint.path === '/notification/read/:id') {
      unread = 0;
      return Promise.resolve({ ...notices[0]!, read: true });
    }
    if (endpoint.path === '/notification/read-all') {
      unread = 0;
      return Promise.resolve({ changed: 1, unread: 0 });
    }
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  }),
);
beforeAll(() => {
  setNotifier(() => undefined);
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderList(entry = '/shop/person/message') {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path="/shop/person/message"
            element={
              <>
                <NoticeBell to="/shop/person/message" />
                <NoticeList hrefOf={(n) => (n.subject ? `/shop/person/order/${n.subject.id}` : null)} />
                <Where />
              </>
            }
          />
          <Route path="/shop/person/order/:id" element={<p>订单详情页</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  calls.length = 0;
  unread = 1;
  queryClient.clear();
});

describe('消息中心 (desktop)', { timeout: UI_TEST_MS }, () => {
  it('lists notices with their kind, marks the unread, and the bell shows the count', async () => {
    renderList();
    await screen.findByText('订单 PO3 已发货', {}, UI_WAIT);
    expect(screen.getByText('售后单 RF2 已驳回')).toBeTruthy();
    expect(screen.getByText('订单发货')).toBeTruthy();
    expect(screen.getByText('售后已驳回')).toBeTruthy();
    expect(screen.getByRole('button', { name: '订单 PO3 已发货（未读）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '售后单 RF2 已驳回' })).toBeTruthy();
    await screen.findByRole('link', { name: '消息中心，1 条未读' }, UI_WAIT);
    // only the notice with a subject links somewhere
    expect(screen.getAllByText('查看详情 ›')).toHaveLength(1);
  });

  it('opening an unread notice marks it read and goes to what it is about', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: '订单 PO3 已发货（未读）' }, UI_WAIT));
    await screen.findByText('订单详情页', {}, UI_WAIT);
    expect(calls.filter((c) => c.path === '/notification/read/:id')).toEqual([
      { path: '/notification/read/:id', input: { id: '3' } },
    ]);
  });

  it('opening a read notice without a subject asks nothing and stays', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: '售后单 RF2 已驳回' }, UI_WAIT));
    expect(calls.filter((c) => c.path === '/notification/read/:id')).toEqual([]);
    expect(screen.getByTestId('where').textContent).toBe('/shop/person/message');
  });

  it('filters by tab through the address, and 全部已读 clears the count', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('tab', { name: '未读 (1)' }, UI_WAIT));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/shop/person/message?tab=unread'),
    );
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/notification/page' && (c.input as { unread?: boolean }).unread),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('售后单 RF2 已驳回')).toBeNull(), UI_WAIT);
    await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await screen.findByRole('link', { name: '消息中心' }, UI_WAIT);
    expect(calls.filter((c) => c.path === '/notification/read-all')).toHaveLength(1);
  });

  it('says so when a tab is empty', async () => {
    renderList('/shop/person/message?tab=BID');
    await screen.findByText('暂无竞价消息', {}, UI_WAIT);
  });
});
