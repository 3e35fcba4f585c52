import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import type { CartView } from '@pm/contract/cart';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import type { OrderPreview } from '@pm/contract/order';
import { ApiError, type RequestOptions, setRequestStandIn } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { cartLine } from '@/test/cart-line-fixture';
import { CheckoutView, viewOrderHref } from './checkout-view';
import { setNotifier } from '@/lib/notify';

/** Where the screen navigated to. */
function Where() {
  return <output aria-label="地址">{useLocation().pathname}</output>;
}

const calls: { path: string; input: unknown; opts?: RequestOptions }[] = [];
let submitAnswer: () => Promise<unknown>;
const toasts: string[] = [];

beforeAll(() =>
  setRequestStandIn((endpoint: AnyEndpoint, input: unknown, opts?: RequestOptions) => {
    calls.push({ path: endpoint.path, input, opts });
    if (endpoint.path === '/order/preview') return Promise.resolve(preview(1060));
    if (endpoint.path === '/order/submit') return submitAnswer();
    return Promise.resolve({});
  }),
);
beforeAll(() => {
  setNotifier((m: string) => toasts.push(m));
});

const line = cartLine(
  '11',
  { goodsId: '5', selected: true, deliveryDays: 1 },
  {
    id: '5',
    skuCode: 'SKU5',
    name: '两用扳手 22mm',
    model: '40108',
    spec: '22mm',
    unit: '把',
    image: '/img/goods/5.svg',
    supplierId: '3',
    supplierName: '联创',
  },
);
const group = {
  supplierId: '3',
  supplierName: '苏州联创',
  lines: [line],
  selected: true,
  selectedCount: 1,
  subtotal: 1000,
  freight: { fee: 60, toFree: 0 },
};
const cart: CartView = {
  divisionCode: '310115',
  groups: [group],
  count: 1,
  quantity: 1,
  selectedCount: 1,
  selectedAmount: 1000,
  freight: 60,
  total: 1060,
  blockedCount: 0,
};

function preview(total: number): OrderPreview {
  return {
    addressId: '7',
    divisionCode: '310115',
    groups: [
      {
        ...group,
        lines: [{ ...line, price: total - 60, amount: total - 60 }],
        amount: total,
        expectedDate: '2026-11-23',
      },
    ],
    goodsAmount: total - 60,
    freight: 60,
    total,
    credit: { limit: 100000000, used: 0, remaining: 100000000 },
    problems: [],
  };
}

function renderCheckout(cannotOrderNotice?: string) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CheckoutView
          cart={cart}
          cartPending={false}
          cartError={null}
          onRetryCart={() => undefined}
          addressId="7"
          addressReady
          invoiceId={null}
          address={<p>地址选择</p>}
          invoice={<p>发票选择</p>}
          cannotOrderNotice={cannotOrderNotice ? <p>{cannotOrderNotice}</p> : undefined}
          cartHref="/m-shop/shopping-cart/list"
          homeHref="/m-shop/index"
          ordersHref="/m-shop/order/all"
          orderHref={(id) => `/m-shop/order/detail/${id}`}
        />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const submits = () => calls.filter((c) => c.path === '/order/submit');

afterEach(() => {
  calls.length = 0;
  toasts.length = 0;
  queryClient.clear();
});

describe('CheckoutView (mobile)', () => {
  it('submits with an Idempotency-Key and the total seen, then shows the orders made', async () => {
    submitAnswer = () =>
      Promise.resolve({ submissionId: '1', orderIds: ['21'], orderNos: ['PO1'], amount: 1060 });
    renderCheckout();
    const submit = await screen.findByRole('button', { name: '提交订单' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(submit);
    await screen.findByText('订单提交成功');
    expect(screen.getByRole('link', { name: 'PO1' }).getAttribute('href')).toBe('/m-shop/order/detail/21');
    const sent = submits()[0]!;
    expect(sent.input).toMatchObject({
      cartLineIds: ['11'],
      addressId: '7',
      invoiceId: null,
      expectedAmount: 1060,
    });
    expect(sent.opts?.headers?.['idempotency-key']).toMatch(/^[A-Za-z0-9-]+\.[0-9a-z]+$/);
    // 查看订单 opens the new order, not the list
    await userEvent.click(screen.getByRole('button', { name: '查看订单' }));
    await waitFor(() => expect(screen.getByLabelText('地址').textContent).toBe('/m-shop/order/detail/21'));
  });

  it('sends the buyer’s 采购单号 and 成本中心, trimmed, and refuses one over 40 characters before sending', async () => {
    submitAnswer = () =>
      Promise.resolve({ submissionId: '3', orderIds: ['23'], orderNos: ['PO3'], amount: 1060 });
    renderCheckout();
    const submit = await screen.findByRole('button', { name: '提交订单' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    const po = screen.getByLabelText('采购单号');
    fireEvent.change(po, { target: { value: 'P'.repeat(41) } });
    expect((await screen.findByRole('alert')).textContent).toBe('采购单号最多 40 个字');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(po, { target: { value: '  PO-2026-0815 ' } });
    fireEvent.change(screen.getByLabelText('成本中心'), { target: { value: 'CC-生产一部' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(submit);
    await screen.findByText('订单提交成功');
    expect(submits()[0]!.input).toMatchObject({ poNumber: 'PO-2026-0815', costCenter: 'CC-生产一部' });
  });

  it('查看订单: the new order, or the list when the submission was split by supplier', () => {
    const href = (id: string) => `/m-shop/order/detail/${id}`;
    expect(viewOrderHref({ orderIds: ['21'] }, href, '/m-shop/order/all')).toBe('/m-shop/order/detail/21');
    expect(viewOrderHref({ orderIds: ['21', '22'] }, href, '/m-shop/order/all')).toBe('/m-shop/order/all');
    expect(viewOrderHref({ orderIds: [] }, href, '/m-shop/order/all')).toBe('/m-shop/order/all');
  });

  it('asks to confirm a changed price (40901) and resends with the new total and a new key', async () => {
    submitAnswer = () => Promise.reject(new ApiError('商品价格或运费已变化', 40901, 409, preview(1260)));
    renderCheckout();
    const submit = await screen.findByRole('button', { name: '提交订单' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(submit);
    await screen.findByText('商品价格有变动');
    expect(screen.getByText('¥12.60')).toBeTruthy();
    submitAnswer = () =>
      Promise.resolve({ submissionId: '2', orderIds: ['22'], orderNos: ['PO2'], amount: 1260 });
    // the dialog is still fading in (pointer-events: none): a plain click
    fireEvent.click(screen.getByText('确认新价格'));
    await screen.findByText('订单提交成功');
    const [first, second] = submits();
    expect(second!.input).toMatchObject({ expectedAmount: 1260 });
    expect(second!.opts?.headers?.['idempotency-key']).not.toBe(first!.opts?.headers?.['idempotency-key']);
  });

  it('shows the server’s message when the credit (40903) does not cover the order', async () => {
    submitAnswer = () => Promise.reject(new ApiError('企业月结额度不足，剩余 ¥5.00', 40903, 409));
    renderCheckout();
    const submit = await screen.findByRole('button', { name: '提交订单' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('企业月结额度不足，剩余 ¥5.00');
  });

  it('says why an account without an organization cannot order, instead of the button', async () => {
    renderCheckout('账号尚未加入采购单位');
    expect(await screen.findByText('账号尚未加入采购单位')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交订单' })).toBeNull();
    expect(screen.queryByText('地址选择')).toBeNull();
    expect(screen.getByText('两用扳手 22mm')).toBeTruthy();
    expect(calls.some((c) => c.path === '/order/preview')).toBe(false);
  });
});
