import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { CartLine, CartView } from '@pm/contract/cart';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import { queryClient } from '@/lib/query-client';
import { cartLine } from '@/test/cart-line-fixture';
import { CartListView } from './cart-list-view';
import { setRequestStandIn } from '@/lib/http';
import { setNotifier } from '@/lib/notify';

const calls: { path: string; input: unknown }[] = [];
let view: CartView;

beforeAll(() =>
  setRequestStandIn((endpoint: AnyEndpoint, input: unknown) => {
    calls.push({ path: endpoint.path, input });
    if (endpoint.path === '/cart/shop/list') return Promise.resolve(view);
    return Promise.resolve({ count: 3, changed: 1 });
  }),
);
beforeAll(() => {
  setNotifier(() => undefined);
});

/** A line of two 扳手 from 联创, chosen. */
function line(id: string, over: Partial<CartLine> = {}, goods: Partial<CartLine['goods']> = {}): CartLine {
  return cartLine(
    id,
    { num: 2, selected: true, amount: 2000, ...over },
    { name: `扳手${id}`, unit: '把', image: '/img/goods/1.svg', supplierName: '联创', ...goods },
  );
}

function cart(lines: CartLine[]): CartView {
  return {
    divisionCode: '310115',
    groups: [
      {
        supplierId: 's1',
        supplierName: '苏州联创',
        lines,
        selected: true,
        selectedCount: lines.filter((l) => l.selected).length,
        subtotal: 4000,
        freight: { fee: 600, toFree: 1000 },
      },
    ],
    count: lines.length,
    quantity: 6,
    selectedCount: lines.filter((l) => l.selected).length,
    selectedAmount: 4000,
    freight: 600,
    total: 4600,
    blockedCount: lines.filter((l) => l.selected && l.state !== 'ok').length,
  };
}

function renderCart(onSettle = vi.fn()) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CartListView
          divisionCode="310115"
          goodsHref={(id) => `/m-shop/item/detail/${id}`}
          onSettle={onSettle}
          onShop={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSettle;
}

afterEach(() => {
  calls.length = 0;
  queryClient.clear();
});

describe('CartListView (mobile)', () => {
  it('groups lines by supplier with subtotal, freight and total, and flags what cannot be bought', async () => {
    view = cart([
      line('1', { priceChange: -100 }),
      line('2', { state: 'delisted', stateText: '已下架', selected: false }),
    ]);
    renderCart();
    const group = await screen.findByRole('region', { name: '苏州联创' });
    expect(within(group).getByText('扳手1')).toBeTruthy();
    expect(within(group).getByText('比加入时降¥1.00')).toBeTruthy();
    expect(within(group).getAllByText('已下架').length).toBeGreaterThan(0);
    expect(within(group).getByText('运费 ¥6.00，再买 ¥10.00 可免运费')).toBeTruthy();
    expect(screen.getByText(/1 种商品暂不能购买/)).toBeTruthy();
    expect(screen.getByText('¥46.00')).toBeTruthy();
  });

  it('keeps the selection on the server: 全选 (un)selects every selectable line', async () => {
    view = cart([
      line('1'),
      line('2', { selected: false }),
      line('3', { state: 'areaLimited', selected: false }),
    ]);
    renderCart();
    await screen.findByRole('region', { name: '苏州联创' });
    await userEvent.click(screen.getByText('全选'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/cart/shop/select')?.input).toEqual({
        ids: '1,2',
        selected: true,
      }),
    );
  });

  it('steps quantities by the order multiple from the MOQ, and settles the chosen lines', async () => {
    view = cart([line('1', { num: 6 }, { moq: 5, orderMultiple: 2 })]);
    const onSettle = renderCart();
    await screen.findByRole('region', { name: '苏州联创' });
    expect((screen.getByRole('button', { name: '减少 扳手1 的数量' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: '增加 扳手1 的数量' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/cart/shop/update')?.input).toEqual({ id: '1', num: 8 }),
    );
    const box = screen.getByRole('textbox', { name: '扳手1 的数量' });
    await userEvent.clear(box);
    await userEvent.type(box, '9');
    await userEvent.tab();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/cart/shop/update').at(-1)?.input).toEqual({ id: '1', num: 10 }),
    );
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /去结算/ }) as HTMLButtonElement).disabled).toBe(false),
    );
    await userEvent.click(screen.getByRole('button', { name: /去结算/ }));
    expect(onSettle).toHaveBeenCalled();
  });

  it('cannot settle when nothing settleable is chosen', async () => {
    view = cart([line('1', { selected: false })]);
    renderCart();
    await screen.findByRole('region', { name: '苏州联创' });
    expect((screen.getByRole('button', { name: /去结算/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
