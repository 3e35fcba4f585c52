import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import { STORAGE_KEYS } from '@pm/contract/constants';
import { queryClient } from '@/lib/query-client';
import { UI_TEST_MS, UI_WAIT } from '@/test/budgets';
import PasswordPage from './password-page';
import PhonePage from './phone-page';
import { setRequestStandIn } from '@/lib/http';
import { setNotifier } from '@/lib/notify';

const calls: { method: string; path: string; input: unknown }[] = [];
const sessionUser = {
  id: '9',
  cellphone: '13500000011',
  organizationId: '2',
  organizationName: '北方重型机械股份有限公司',
  username: 'buyer11',
  fullname: '赵强',
  departmentName: '',
  roleIds: ['1'],
  isVendor: false,
};
beforeAll(() =>
  setRequestStandIn((endpoint: AnyEndpoint, input: unknown) => {
    calls.push({ method: endpoint.method, path: endpoint.path, input });
    return Promise.resolve(endpoint.path === '/user/get-session-user' ? sessionUser : null);
  }),
);
const toasts: string[] = [];
beforeAll(() => {
  setNotifier((m: string) => toasts.push(m));
});

afterEach(() => {
  calls.length = 0;
  toasts.length = 0;
  queryClient.clear();
});

/** Fills a field in one change (what the form checks is the value, not the keystrokes). */
function fill(placeholder: string, value: string) {
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
}

function renderPage(page: React.ReactNode) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

// A whole antd page: its own budget (see test/budgets.ts).
describe('修改密码', { timeout: UI_TEST_MS }, () => {
  it('checks the rules first, sends a POST and says that other devices were signed out', async () => {
    renderPage(<PasswordPage />);
    fill('请输入原密码', 'Buyer2026');
    fill('8-16位，包含数字、小写字母和大写字母', 'Buyer2026');
    fill('请再次输入新密码', 'Buyer2026');
    await userEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    await screen.findByText('新密码不能与原密码相同', {}, UI_WAIT);
    expect(calls).toEqual([]);
    fill('8-16位，包含数字、小写字母和大写字母', 'Newpass2026');
    fill('请再次输入新密码', 'Newpass2026');
    await userEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    await screen.findByText('其他设备上的登录已退出，本设备保持登录。', {}, UI_WAIT);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/user/updatePassword',
        input: { oldPassword: 'Buyer2026', newPassword: 'Newpass2026' },
      },
    ]);
    expect(toasts).toEqual(['密码修改成功']);
  });
});

describe('修改手机号', { timeout: UI_TEST_MS }, () => {
  it('asks for the current password and shows the new number after the change', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...sessionUser, cellphone: '13900000011' }));
    renderPage(<PhonePage />);
    fill('请输入新手机号', '13500000011');
    await userEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    await screen.findByText('请输入密码', {}, UI_WAIT);
    expect(calls).toEqual([]);

    fill('请输入当前密码', 'Buyer2026');
    await userEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    await screen.findByText('135****0011', {}, UI_WAIT);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /user/cellphone/update',
      'GET /user/get-session-user',
    ]);
    expect(calls[0]!.input).toEqual({ cellphone: '13500000011', password: 'Buyer2026' });
    await waitFor(
      () => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).cellphone).toBe('13500000011'),
      UI_WAIT,
    );
    expect(toasts).toEqual(['手机号修改成功']);
  });
});
