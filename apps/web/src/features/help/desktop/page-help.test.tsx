/**
 * 相关帮助 (cart, checkout, 核价单, bidding, refund): the articles tagged for the page as links into the help
 * centre, asked for by the page's tag; nothing at all when none are tagged.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import { setRequestStandIn } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { UI_WAIT } from '@/test/budgets';
import { PageHelp } from './page-help';

const asked: unknown[] = [];

beforeAll(() =>
  setRequestStandIn((endpoint: AnyEndpoint, input: unknown) => {
    if (endpoint.path !== '/help/article/by-tag') return Promise.reject(new Error(endpoint.path));
    asked.push(input);
    const tag = (input as { tag: string }).tag;
    return Promise.resolve(
      tag === 'refund'
        ? [
            { id: '31', title: '如何申请退款、退货' },
            { id: '33', title: '售后单的各个状态是什么意思' },
          ]
        : [],
    );
  }),
);

afterEach(() => {
  queryClient.clear();
  asked.length = 0;
});

describe('PageHelp', () => {
  it('links the articles tagged for the page into the help centre', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <PageHelp tag="refund" />
      </QueryClientProvider>,
    );
    const block = await screen.findByRole('complementary', { name: '相关帮助' }, UI_WAIT);
    const links = block.querySelectorAll('a');
    expect([...links].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['如何申请退款、退货', '#/help/detail/31'],
      ['售后单的各个状态是什么意思', '#/help/detail/33'],
    ]);
    expect(asked).toEqual([{ tag: 'refund', limit: 3 }]);
  });

  it('shows nothing for a page no article is tagged for', async () => {
    const { container } = render(
      <QueryClientProvider client={queryClient}>
        <PageHelp tag="bidding" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(asked).toHaveLength(1), UI_WAIT);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), UI_WAIT);
    expect(container.innerHTML).toBe('');
  });
});
