import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import type { NoticeDetail } from '@pm/contract/mall';
import { ApiError, setRequestStandIn } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { UI_TEST_MS, UI_WAIT } from '@/test/budgets';
import { NoticeView } from './notice-view';

const NOTICE: NoticeDetail = {
  id: '3',
  title: '新增华南仓（广州）',
  html: '<p>华南仓已启用。</p><ul><li>广东省内次日达</li></ul><p><strong>大件仍由原仓发货</strong></p>',
  link: '/shop/list?catalog=五金工具',
  publishedOn: '2026-04-15',
  recent: [{ id: '2', title: '劳保用品协议价专区上线', date: '2026-03-02' }],
};

// the server's answers, through lib/http's stand-in (test/setup.ts clears it after each file)
beforeEach(() =>
  setRequestStandIn((_endpoint: AnyEndpoint, input: { id: string }) =>
    input.id === '3' ? Promise.resolve(NOTICE) : Promise.reject(new ApiError('公告不存在或已撤回', 404, 404)),
  ),
);

afterEach(() => queryClient.clear());

function renderIt(id: string) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NoticeView id={id} homeHref="/shop" noticeHref={(n) => `/shop/notice/${n}`} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('商城公告 (desktop)', { timeout: UI_TEST_MS }, () => {
  it('shows the title, date, rich body, its link and the other notices', async () => {
    renderIt('3');
    expect((await screen.findByRole('heading', { level: 1 }, UI_WAIT)).textContent).toBe(NOTICE.title);
    expect(screen.getByText('发布日期：2026-04-15')).toBeTruthy();
    expect(screen.getByText('广东省内次日达').tagName).toBe('LI');
    expect(screen.getByText('大件仍由原仓发货').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: '查看详情 ›' }).getAttribute('href')).toBe(NOTICE.link);
    expect(screen.getByRole('link', { name: '劳保用品协议价专区上线' }).getAttribute('href')).toBe(
      '/shop/notice/2',
    );
  });

  it('a notice that is not published: 公告不存在 with the way home', async () => {
    renderIt('9');
    expect(await screen.findByText('公告不存在', {}, UI_WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回商城首页' }).getAttribute('href')).toBe('/shop');
  });
});
