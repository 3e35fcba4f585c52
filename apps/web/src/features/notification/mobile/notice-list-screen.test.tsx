import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import type { Notice, NoticePage } from '@pm/contract/notification';
import { queryClient } from '@/lib/query-client';
import { UI_TEST_MS, UI_WAIT } from '@/test/budgets';
import { NoticeListScreen } from './notice-list-screen';
import { NoticeUnreadBadge } from './notice-unread-badge';
import { setRequestStandIn } from '@/lib/http';
import { setNotifier } from '@/lib/notify';

const notice: Notice = {
  id: '5',
  kind: 'REFUND_PAID',
  title: '售后单 RF5 退款已到账',
  body: '订单 PO5 的退款 ¥1.00 已退回企业月结额度。',
  subject: { type: 'refund', id: '50' },
  read: false,
  createdAt: '2026-11-23T02:00:00.000Z',
  readAt: null,
};
const calls: { path: string; input: unknown }[] = [];
let unread = 1;

beforeAll(() =>
  setRequestStandIn((endpoint: AnyEndpoint, input: unknown) => {
    calls.push({ path: endpoint.path, input });
    if (endpoint.path === '/notification/page') {
      const page: NoticePage = { records: [notice], total: 1, page: 1, limit: 20, unread };
      return Promise.resolve(page);
    }
    if (endpoint.path === '/notification/unread-count') return Promise.resolve({ unread });
    if (endpoint.path === '/notification/read/:id') {
      unread = 0;
      return Promise.resolve({ ...notice, read: true });
    }
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  }),
);
beforeAll(() => {
  setNotifier(() => undefined);
});

afterEach(() => {
  calls.length = 0;
  unread = 1;
  queryClient.clear();
});

describe('消息中心 (phone)', { timeout: UI_TEST_MS }, () => {
  it('shows the notices and the unread count; a tap marks read and opens the refund', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/m-shop/message']}>
          <Routes>
            <Route
              path="/m-shop/message"
              element={
                <>
                  <NoticeUnreadBadge />
                  <NoticeListScreen
                    tab="all"
                    onTab={() => undefined}
                    hrefOf={(n) => `/m-shop/refund/${n.subject!.id}`}
                  />
                </>
              }
            />
            <Route path="/m-shop/refund/:id" element={<p>售后详情页</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('退款到账', {}, UI_WAIT);
    expect(screen.getByText('1 条未读')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('1 条未读')).toBeTruthy(), UI_WAIT);
    await userEvent.click(screen.getByRole('button', { name: '售后单 RF5 退款已到账（未读）' }));
    await screen.findByText('售后详情页', {}, UI_WAIT);
    expect(calls.filter((c) => c.path === '/notification/read/:id')).toEqual([
      { path: '/notification/read/:id', input: { id: '5' } },
    ]);
  });
});
