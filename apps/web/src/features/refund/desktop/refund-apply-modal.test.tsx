import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import type { RefundableOrder } from '@pm/contract/refund';
import type { RequestOptions } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { UI_TEST_MS, UI_WAIT } from '@/test/budgets';
import { RefundApplyModal } from './refund-apply-modal';

const order: RefundableOrder = {
  orderId: '3',
  orderNo: 'PO20260501000003',
  orderStatus: 'DONE',
  supplierName: '苏州联创工业品供应链有限公司',
  open: true,
  closedReason: '',
  deadline: '2026-05-16T02:00:00.000Z',
  lines: [
    {
      orderLineId: '11',
      goodsId: '5',
      name: '双头扳手',
      brandName: '得力',
      model: 'DL-8',
      spec: '8-10mm',
      unit: '把',
      image: '/img/goods/5.svg',
      price: 1999,
      num: 4,
      amount: 7996,
      refundableNum: 4,
      refundableAmount: 7996,
    },
    {
      orderLineId: '12',
      goodsId: '6',
      name: '内六角扳手',
      brandName: '世达',
      model: 'SD-6',
      spec: '',
      unit: '套',
      image: '/img/goods/6.svg',
      price: 500,
      num: 1,
      amount: 500,
      refundableNum: 0,
      refundableAmount: 0,
    },
  ],
};

const calls: { path: string; input: unknown; opts?: RequestOptions }[] = [];
let refundable: () => Promise<unknown> = () => Promise.resolve(order);

vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  request: (endpoint: AnyEndpoint, input: unknown, opts?: RequestOptions) => {
    calls.push({ path: endpoint.path, input, opts });
    if (endpoint.path === '/refund/order/:orderId') return refundable();
    if (endpoint.path === '/refund/apply') return Promise.resolve({ id: '77' });
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  },
}));
vi.mock('@/lib/notify', () => ({ notify: () => undefined }));

function renderModal(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/shop/person/order/3']}>
        <Routes>
          <Route path="/shop/person/order/:id" element={<RefundApplyModal orderId="3" onClose={onClose} />} />
          <Route path="/shop/person/refund/:id" element={<p>售后详情页</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onClose;
}

afterEach(() => {
  calls.length = 0;
  refundable = () => Promise.resolve(order);
  queryClient.clear();
});

// A whole antd form or modal: its own budget (see test/budgets.ts), twice the usual: the whole application
// took 58–62 s in loaded CI runs (the modal renders its lines' table again on every key typed).
describe('RefundApplyModal', { timeout: 2 * UI_TEST_MS }, () => {
  it('sends the chosen line in integer fen with an Idempotency-Key, then opens the refund', async () => {
    const onClose = renderModal();
    const dialog = await screen.findByRole('dialog', { name: /申请售后：订单 PO20260501000003/ }, UI_WAIT);
    // a line with nothing left cannot be chosen
    expect(within(dialog).getByRole('checkbox', { name: '选择 内六角扳手' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(dialog).getByText('已全部申请售后')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: /提交申请/ }));
    await within(dialog).findByText('请选择售后类型', {}, UI_WAIT);
    expect(calls.filter((c) => c.path === '/refund/apply')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('radio', { name: /退货退款/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: '售后原因' }));
    await userEvent.click(await screen.findByTitle('商品破损', {}, UI_WAIT));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '选择 双头扳手' }));
    // two pieces: the amount follows (2 × ¥19.99), then the buyer asks a little less
    const num = within(dialog).getByRole('spinbutton', { name: '双头扳手 售后数量' });
    await userEvent.clear(num);
    await userEvent.type(num, '2');
    const amount = within(dialog).getByRole('textbox', { name: '双头扳手 退款金额' });
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe('39.98'), UI_WAIT);
    await userEvent.clear(amount);
    await userEvent.type(amount, '40.01');
    await userEvent.click(within(dialog).getByRole('button', { name: /提交申请/ }));
    await within(dialog).findByText('「双头扳手」的退款金额最多 ¥39.98', {}, UI_WAIT);

    await userEvent.clear(amount);
    await userEvent.type(amount, '35.5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '问题描述' }), '外包装破损');
    await userEvent.click(within(dialog).getByRole('button', { name: /提交申请/ }));

    await screen.findByText('售后详情页', {}, UI_WAIT);
    const sent = calls.filter((c) => c.path === '/refund/apply');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toEqual({
      orderId: '3',
      type: 'RETURN',
      reason: 'DAMAGED',
      description: '外包装破损',
      lines: [{ orderLineId: '11', num: 2, amount: 3550 }],
      photoIds: [],
    });
    expect(sent[0]!.opts?.headers?.['idempotency-key']).toMatch(/^refund-[A-Za-z0-9-]{8,}$/);
    expect(onClose).toHaveBeenCalled();
  });

  it('says why an order cannot be applied for', async () => {
    refundable = () => Promise.resolve({ ...order, open: false, closedReason: '已超过售后期限' });
    renderModal();
    await screen.findByText('该订单暂不能申请售后：已超过售后期限', {}, UI_WAIT);
    expect(screen.queryByRole('button', { name: /提交申请/ })).toBeNull();
  });
});
