import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Toast } from 'antd-mobile';
import AppMarketLoginPage from './login-page';
import { UI_TEST_MS, UI_WAIT } from '@/test/budgets';

const loginWithPassword = vi.fn();
vi.mock('@/features/auth/model/session', () => ({
  loginWithPassword: (username: string, password: string) => loginWithPassword(username, password),
}));

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/app-market/login', element: <AppMarketLoginPage /> },
      { path: '/app-market/index', element: <p>首页内容</p> },
      { path: '/app-market/plan-list', element: <p>采购计划内容</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  Toast.clear();
  loginWithPassword.mockReset();
});

// Renders the whole component with its kit: its own budget (see test/budgets.ts).
describe('app-market login page', { timeout: UI_TEST_MS }, () => {
  it('shows the logo above the form, both placeholders and the 登录 button', () => {
    renderAt('/app-market/login');
    const logo = screen.getByRole<HTMLImageElement>('img', { name: '固买商城' });
    expect(logo.getAttribute('src')).toBeTruthy();
    const account = screen.getByPlaceholderText('请输入账号');
    const password = screen.getByPlaceholderText<HTMLInputElement>('请输入密码');
    expect(password.type).toBe('password');
    const submit = screen.getByRole('button', { name: '登录' });
    expect(submit.className).toContain('adm-button-block');
    expect(submit.className).toContain('adm-button-danger');
    // The logo comes before the form in document order.
    expect(logo.compareDocumentPosition(account) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('on a failing login shows 用户名或密码错误 and stays on the login page', async () => {
    loginWithPassword.mockResolvedValue({ ok: false, message: '用户名或密码错误' });
    const user = userEvent.setup();
    const router = renderAt('/app-market/login');
    await user.type(screen.getByPlaceholderText('请输入账号'), 'buyer01');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'Wrong2026');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('用户名或密码错误', {}, UI_WAIT)).toBeTruthy();
    expect(loginWithPassword).toHaveBeenCalledWith('buyer01', 'Wrong2026');
    expect(router.state.location.pathname).toBe('/app-market/login');
    expect(screen.queryByText('首页内容')).toBeNull();
  });

  it('submits without client-side rules (blank fields go to the server)', async () => {
    loginWithPassword.mockResolvedValue({ ok: false, message: '用户名或密码错误' });
    const user = userEvent.setup();
    renderAt('/app-market/login');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(loginWithPassword).toHaveBeenCalledWith('', ''), UI_WAIT);
  });

  it('lands on /app-market/index after a successful login', async () => {
    loginWithPassword.mockResolvedValue({ ok: true });
    const user = userEvent.setup();
    const router = renderAt('/app-market/login');
    await user.type(screen.getByPlaceholderText('请输入账号'), 'buyer01');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'Buyer2026');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('首页内容', {}, UI_WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app-market/index');
  });

  it('follows the redirect parameter after login', async () => {
    loginWithPassword.mockResolvedValue({ ok: true });
    const user = userEvent.setup();
    const router = renderAt(`/app-market/login?redirect=${encodeURIComponent('/app-market/plan-list')}`);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('采购计划内容', {}, UI_WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app-market/plan-list');
  });
});
