import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { UI_TEST_MS, UI_WAIT } from '@/test/budgets';
import { readOpenApi } from '../model/openapi';
import { operationDetail } from '../model/operation';
import { useTryToken } from '../model/try-token';
import { TryItConsole } from './try-it-console';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useTryToken.getState().clear();
});

const api = readOpenApi(
  {
    paths: {
      '/pm-api/open/v1/orders/{id}': {
        get: {
          tags: ['开放接口'],
          summary: '订单详情',
          parameters: [{ in: 'path', name: 'id', schema: { type: 'string', pattern: '^[0-9]+$' } }],
          responses: { '200': { description: '成功' } },
        },
      },
    },
  },
  '/pm-api',
);

function open() {
  const detail = operationDetail(api, api.endpoints[0]!)!;
  render(
    <QueryClientProvider client={queryClient}>
      <TryItConsole
        detail={detail}
        origin="https://mall.example.com"
        manager={false}
        onClose={() => undefined}
      />
    </QueryClientProvider>,
  );
}

describe('the try-it console', { timeout: UI_TEST_MS }, () => {
  it('sends the operation with the app token only (no cookies) and shows status, headers and body', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('{"code":200,"data":{"id":"7"}}', {
          status: 200,
          headers: { 'content-type': 'application/json', 'x-ratelimit-remaining': '599' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    useTryToken.getState().set({ token: 'at-123', source: '手动填写', scope: '', expiresAt: 0 });
    const user = userEvent.setup();
    open();
    const id = await screen.findByLabelText('id', {}, UI_WAIT);
    await user.clear(id);
    await user.type(id, '7');
    await user.click(screen.getByRole('button', { name: '发送请求' }));
    await waitFor(() => expect(screen.getByTestId('try-status').textContent).toContain('HTTP 200'), UI_WAIT);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://mall.example.com/pm-api/open/v1/orders/7');
    expect(init).toMatchObject({
      method: 'GET',
      credentials: 'omit',
      headers: { Authorization: 'Bearer at-123', Accept: 'application/json' },
    });
    expect(screen.getByLabelText('响应体').textContent).toContain('"id": "7"');
    expect(screen.getByText('响应头（2）')).toBeTruthy();
  });

  it('says what is missing instead of sending', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    open();
    await user.clear(await screen.findByLabelText('id', {}, UI_WAIT));
    expect(await screen.findByText('请填写路径参数 id', {}, UI_WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: '发送请求' }).hasAttribute('disabled')).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });
});
