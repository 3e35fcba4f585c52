import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import { queryClient } from '@/lib/query-client';
import { UI_TEST_MS, UI_WAIT } from '@/test/budgets';
import { DeactivateAccount } from './deactivate-account';
import { setRequestStandIn } from '@/lib/http';

const calls: { method: string; path: string; input: unknown }[] = [];
let answer: () => Promise<unknown> = () => Promise.resolve(null);
beforeAll(() =>
  setRequestStandIn((endpoint: AnyEndpoint, input: unknown) => {
    calls.push({ method: endpoint.method, path: endpoint.path, input });
    return answer();
  }),
);

afterEach(() => {
  calls.length = 0;
  answer = () => Promise.resolve(null);
  queryClient.clear();
});

function renderIt(onDeactivated = vi.fn()) {
  render(
    <QueryClientProvider client={queryClient}>
      <DeactivateAccount userId="42" onDeactivated={onDeactivated} />
    </QueryClientProvider>,
  );
  return onDeactivated;
}

// A whole antd form or modal: its own budget (see test/budgets.ts).
describe('注销账号', { timeout: UI_TEST_MS }, () => {
  it('says what happens, asks for the password, then deactivates the own id and signs out', async () => {
    const done = renderIt();
    await userEvent.click(screen.getByRole('button', { name: /注销账号/ }));
    const dialog = await screen.findByRole('dialog', {}, UI_WAIT);
    expect(dialog.textContent).toContain('账号将无法登录，所在组织的订单与数据保留');
    await userEvent.click(screen.getByRole('button', { name: /确认注销/ }));
    await screen.findByText('请输入密码', {}, UI_WAIT);
    expect(calls).toEqual([]);

    await userEvent.type(screen.getByPlaceholderText('请输入当前密码以确认注销'), 'Buyer2026');
    await userEvent.click(screen.getByRole('button', { name: /确认注销/ }));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1), UI_WAIT);
    expect(calls).toEqual([
      { method: 'POST', path: '/user/abandonment/:id', input: { id: '42', password: 'Buyer2026' } },
    ]);
  });

  it('stays signed in when the server refuses (wrong password)', async () => {
    answer = () => Promise.reject(new Error('密码不正确'));
    const done = renderIt();
    await userEvent.click(screen.getByRole('button', { name: /注销账号/ }));
    await userEvent.type(
      await screen.findByPlaceholderText('请输入当前密码以确认注销', {}, UI_WAIT),
      'Wrong2026',
    );
    await userEvent.click(screen.getByRole('button', { name: /确认注销/ }));
    await waitFor(() => expect(calls).toHaveLength(1), UI_WAIT);
    expect(done).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
