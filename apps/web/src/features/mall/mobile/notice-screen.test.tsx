import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import type { NoticeDetail } from '@pm/contract/mall';
import { ApiError, setRequestStandIn } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { UI_TEST_MS, UI_WAIT } from '@/test/budgets';
import { NoticeScreen } from './notice-screen';

const NOTICE: NoticeDetail = {
  id: '5',
  title: '支持按型号搜索',
  html: '<p>输入 <strong>09101</strong> 即可直达商品。</p><ul><li>品牌加型号更精准</li></ul>',
  link: '/shop/list?k=09101',
  publishedOn: '2026-06-18',
  recent: [{ id: '4', title: '增值税专用发票开具说明更新', date: '2026-05-08' }],
};

// the server's answers, through lib/http's stand-in (test/setup.ts clears it after each file)
beforeEach(() =>
  setRequestStandIn((_endpoint: AnyEndpoint, input: { id: string }) =>
    input.id === '5' ? Promise.resolve(NOTICE) : Promise.reject(new ApiError('公告不存在或已撤回', 404, 404)),
  ),
);

afterEach(() => queryClient.clear());

function renderIt(id: string) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NoticeScreen
          id={id}
          homeHref="/m-shop/index"
          noticeHref={(n) => `/m-shop/notice/${n}`}
          linkHref={(l) => (l.startsWith('/shop/list') ? '/m-shop/item/list?k=09101' : null)}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('商城公告 (phone)', { timeout: UI_TEST_MS }, () => {
  it('shows the notice as rich text, its link in the area and the other notices', async () => {
    renderIt('5');
    expect((await screen.findByRole('heading', { level: 1 }, UI_WAIT)).textContent).toBe(NOTICE.title);
    expect(screen.getByText('09101').tagName).toBe('STRONG');
    expect(screen.getByText('品牌加型号更精准').tagName).toBe('LI');
    expect(screen.getByRole('link', { name: '查看详情 ›' }).getAttribute('href')).toBe(
      '/m-shop/item/list?k=09101',
    );
    expect(screen.getByRole('link', { name: /增值税专用发票开具说明更新/ }).getAttribute('href')).toBe(
      '/m-shop/notice/4',
    );
  });

  it('a notice that is not published: 公告不存在 and the way home', async () => {
    renderIt('6');
    expect(await screen.findByText('公告不存在', {}, UI_WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/m-shop/index');
  });
});
