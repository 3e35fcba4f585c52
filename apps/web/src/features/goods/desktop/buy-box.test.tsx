import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { GoodsDetail } from '@pm/contract/goods';
import { BuyBox } from './buy-box';

const runs: { kind: string; params: unknown }[] = [];
vi.mock('@/lib/pending-action', () => ({
  runOrDefer: async (kind: string, params: unknown) => {
    runs.push({ kind, params });
  },
}));

const goods = {
  id: '7',
  name: '得力 订书机',
  skuCode: 'SKU7',
  brandName: '得力',
  model: '0414',
  spec: '',
  unit: '盒',
  image: '/img/goods/7.svg',
  images: [],
  price: 1200,
  listPrice: 1200,
  marketPrice: 1500,
  agreement: false,
  moq: 5,
  orderMultiple: 2,
  stock: 100,
  attrs: [],
  supplier: { id: '3', name: '苏州联创' },
  supplierName: '苏州联创',
  areaLimited: false,
  deliveryText: '现货，预计 2 天内送达',
  freight: { templateId: null, fee: 1200, freeThreshold: 9900 },
  variants: [],
  onSale: true,
} as unknown as GoodsDetail;

function show(over: Partial<GoodsDetail> = {}, signedIn = true) {
  render(
    <MemoryRouter>
      <BuyBox
        goods={{ ...goods, ...over }}
        signedIn={signedIn}
        areaPicker={null}
        onReport={() => undefined}
      />
    </MemoryRouter>,
  );
}

afterEach(() => {
  runs.length = 0;
});

describe('the desktop buy box', () => {
  it('starts at the smallest valid quantity and says the rule and the freight', () => {
    show();
    expect((screen.getByRole('textbox', { name: '购买数量' }) as HTMLInputElement).value).toBe('6');
    screen.getByText('5盒起订，按2盒的倍数购买');
    screen.getByText('运费 ¥12.00，满 ¥99.00 包邮');
  });

  it('adds the chosen quantity and says 已加入 on the button', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: '增加数量' }));
    await userEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(runs).toEqual([{ kind: 'append', params: { id: '7', num: 8 } }]));
    await screen.findByRole('button', { name: /已加入购物车/ });
    await userEvent.click(screen.getByRole('button', { name: '加入询价篮' }));
    await waitFor(() => expect(runs[1]).toEqual({ kind: 'addInquiry', params: { itemId: '7', num: 8 } }));
  });

  it('fits a typed quantity to the rule when the box is left', async () => {
    show();
    const box = screen.getByRole('textbox', { name: '购买数量' }) as HTMLInputElement;
    await userEvent.clear(box);
    await userEvent.type(box, '7x');
    expect(box.value).toBe('7');
    await userEvent.tab();
    expect(box.value).toBe('8');
    await userEvent.clear(box);
    await userEvent.tab();
    expect(box.value).toBe('6');
  });

  it('takes no quantity and no cart add where the goods is not sold', () => {
    show({ areaLimited: true });
    screen.getByRole('alert');
    expect((screen.getByRole('button', { name: '加入购物车' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: '购买数量' }) as HTMLInputElement).disabled).toBe(true);
  });
});
