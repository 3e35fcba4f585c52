import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import { queryClient } from '@/lib/query-client';
import { UI_TEST_MS, UI_WAIT } from '@/test/budgets';
import { BuyerOrderActions } from './buyer-order-actions';
import { setRequestStandIn } from '@/lib/http';
import { setNotifier } from '@/lib/notify';

const calls: string[] = [];
beforeAll(() =>
  setRequestStandIn((endpoint: AnyEndpoint, input: { id: string }) => {
    calls.push(endpoint.path.replace(':id', input.id));
    if (endpoint.path === '/order/buy-again/:id') {
      return Promise.resolve({ added: 1, skipped: [{ name: '扳手', reason: '已下架' }], count: 3 });
    }
    return Promise.resolve({});
  }),
);
beforeAll(() => {
  setNotifier(() => undefined);
});

function renderActions(actions: ('cancel' | 'confirmReceipt' | 'buyAgain' | 'ship' | 'afterSale')[]) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <BuyerOrderActions order={{ id: '7', actions }} detailPath="/shop/person/order/7" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  calls.length = 0;
  queryClient.clear();
});

// Renders the whole component with its kit: its own budget (see test/budgets.ts).
describe('BuyerOrderActions', { timeout: UI_TEST_MS }, () => {
  it('offers only what the order allows, and 查看详情', () => {
    renderActions(['confirmReceipt', 'buyAgain']);
    expect(screen.getByRole('button', { name: /确认收货/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /再次购买/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /取消订单/ })).toBeNull();
    expect(screen.getByRole('link', { name: '查看详情' }).getAttribute('href')).toBe('/shop/person/order/7');
  });

  it('cancels only after the confirmation', async () => {
    renderActions(['cancel', 'buyAgain']);
    await userEvent.click(screen.getByRole('button', { name: /取消订单/ }));
    expect(calls).toEqual([]);
    // the Popconfirm's own 取消订单 button (the last one) confirms
    await screen.findByText('确定取消该订单吗？', {}, UI_WAIT);
    await userEvent.click(screen.getAllByRole('button', { name: /取消订单/ }).at(-1)!);
    await waitFor(() => expect(calls).toEqual(['/order/cancel/7']), UI_WAIT);
  });

  it('再次购买 says what went to the cart and what could not, with the way to the cart', async () => {
    renderActions(['buyAgain']);
    await userEvent.click(screen.getByRole('button', { name: /再次购买/ }));
    await screen.findByText(/已将 1 种商品加入购物车；未加入：扳手（已下架）/, {}, UI_WAIT);
    expect(screen.getByRole('link', { name: '去购物车结算' }).getAttribute('href')).toBe('/shop/cart');
    expect(calls).toEqual(['/order/buy-again/7']);
  });

  it('申请售后 opens the application on the detail page, and leads there from lists', async () => {
    const onAfterSale = vi.fn();
    const { unmount } = render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <BuyerOrderActions
            order={{ id: '7', actions: ['afterSale'] }}
            size="middle"
            onAfterSale={onAfterSale}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /申请售后/ }));
    expect(onAfterSale).toHaveBeenCalledTimes(1);
    unmount();

    function Where() {
      const l = useLocation();
      return <output>{`${l.pathname}${l.search}`}</output>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <BuyerOrderActions order={{ id: '7', actions: ['afterSale'] }} detailPath="/shop/person/order/7" />
          <Where />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /申请售后/ }));
    expect(screen.getByRole('status').textContent).toBe('/shop/person/order/7?afterSale=1');
    expect(calls).toEqual([]);
  });
});
