import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import type { AdminBanner, AdminNotice } from '@pm/contract/workbench-admin-content';
import { queryClient } from '@/lib/query-client';
import { UI_TEST_MS, UI_WAIT } from '@/test/budgets';
import AdminContentPage from './admin-content-page';

const BANNER: AdminBanner = {
  id: '3',
  title: '五金工具节',
  subtitle: '品牌工具 满 299 元包邮',
  image: '/pm-api/mall/image/banner-3.svg',
  pictureId: null,
  link: '/shop/list?catalog=五金工具',
  sort: 2,
  enabled: true,
};
const NOTICE: AdminNotice = {
  id: '8',
  title: '元旦放假安排',
  body: '<p>1 月 1 日<strong>放假</strong>一天</p>',
  link: '',
  publishedOn: '2026-11-26',
  published: true,
};
const UPLOADED = { id: '41', url: '/pm-api/workbench/goods/picture/41' };

const calls: { path: string; input: Record<string, unknown> }[] = [];
vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  request: (endpoint: AnyEndpoint, input: Record<string, unknown>) => {
    calls.push({ path: endpoint.path, input });
    if (endpoint.path === '/admin/banner/list') return Promise.resolve([BANNER]);
    if (endpoint.path === '/admin/banner/picture') return Promise.resolve(UPLOADED);
    if (endpoint.path === '/admin/notice/page') {
      return Promise.resolve({ records: [NOTICE], total: 1, page: 1, limit: 10 });
    }
    return Promise.resolve({ ...input });
  },
}));

afterEach(() => {
  calls.length = 0;
  queryClient.clear();
});

function renderIt() {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/workbench/content']}>
        <AdminContentPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function fileInput(dialog: HTMLElement): HTMLInputElement {
  return dialog.querySelector('input[type=file]')!;
}

describe('商城内容 (workbench)', { timeout: UI_TEST_MS }, () => {
  it('a banner: uploads a picture, previews it and saves the banner with it', async () => {
    renderIt();
    const row = (await screen.findByText('五金工具节', {}, UI_WAIT)).closest('tr')!;
    expect(within(row).getByRole('img', { name: '五金工具节' }).getAttribute('src')).toBe(BANNER.image);
    expect(within(row).getByText('默认图')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: '修改' }));
    const dialog = await screen.findByRole('dialog', {}, UI_WAIT);
    expect(within(dialog).getByRole('img', { name: '轮播图预览' }).getAttribute('src')).toBe(BANNER.image);

    // a file the browser can tell is wrong: said at once, nothing sent
    fireEvent.change(fileInput(dialog), {
      target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] },
    });
    expect((await within(dialog).findByRole('alert', {}, UI_WAIT)).textContent).toBe(
      'a.gif：只能上传 JPG、PNG 或 WebP 图片',
    );
    expect(calls.some((c) => c.path === '/admin/banner/picture')).toBe(false);

    fireEvent.change(fileInput(dialog), {
      target: { files: [new File([new Uint8Array(64)], '活动.jpg', { type: 'image/jpeg' })] },
    });
    await vi.waitFor(
      () =>
        expect(within(dialog).getByRole('img', { name: '轮播图预览' }).getAttribute('src')).toBe(
          UPLOADED.url,
        ),
      UI_WAIT,
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await vi.waitFor(
      () =>
        expect(calls.find((c) => c.path === '/admin/banner/save')?.input).toMatchObject({
          id: '3',
          title: '五金工具节',
          pictureId: '41',
        }),
      UI_WAIT,
    );
  });

  it('a notice: edited in the rich-text editor, saved as HTML', async () => {
    renderIt();
    await userEvent.click(screen.getByRole('tab', { name: '公告' }));
    const row = (await screen.findByText('元旦放假安排', {}, UI_WAIT)).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: '修改' }));
    const dialog = await screen.findByRole('dialog', {}, UI_WAIT);
    const editor = within(dialog).getByRole('textbox', { name: '公告正文' });
    expect(editor.innerHTML).toBe(NOTICE.body);
    expect(within(dialog).queryByRole('button', { name: '插入商品图片' })).toBeNull();
    editor.innerHTML = '<p>1 月 1 日<strong>放假</strong>一天</p><ul><li>订单照常受理</li></ul>';
    fireEvent.input(editor);
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await vi.waitFor(
      () =>
        expect(calls.find((c) => c.path === '/admin/notice/save')?.input).toMatchObject({
          id: '8',
          title: '元旦放假安排',
          body: '<p>1 月 1 日<strong>放假</strong>一天</p><ul><li>订单照常受理</li></ul>',
        }),
      UI_WAIT,
    );
  });
});
