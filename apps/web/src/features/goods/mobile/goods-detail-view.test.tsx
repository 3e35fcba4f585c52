import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { GoodsDetail } from '@pm/contract/goods';
import { GoodsDetailView } from './goods-detail-view';

let stock = 0;
const goods = () =>
  ({
    id: '7',
    name: '得力 订书机',
    skuCode: 'SKU7',
    brandName: '得力',
    model: '0414',
    spec: '',
    unit: '个',
    image: '/img/goods/7.svg',
    images: [],
    price: 1200,
    listPrice: 1200,
    marketPrice: 1500,
    agreement: false,
    moq: 1,
    orderMultiple: 1,
    stock,
    attrs: [],
    description: '',
    catalogPath: [],
    supplier: { id: '3', name: '苏州联创' },
    supplierName: '苏州联创',
    divisionCode: '310115',
    areaLimited: false,
    deliveryDays: 2,
    deliveryText: stock > 0 ? '现货，预计 2 天内送达' : '',
    freight: { templateId: null, fee: 0, freeThreshold: 0 },
    variants: [],
    onSale: true,
  }) as unknown as GoodsDetail;

vi.mock('../api/goods-detail', () => ({
  useGoodsDetail: () => ({
    isPending: false,
    isError: false,
    isSuccess: true,
    isFetching: false,
    data: goods(),
  }),
}));
vi.mock('./similar-goods', () => ({ SimilarGoods: () => null }));

const links = {
  detail: (id: string) => `/m-shop/item/detail/${id}`,
  list: () => '/m-shop/item/list',
  cart: '/m-shop/shopping-cart/list',
  category: (id: string) => `/m-shop/category/${id}`,
};

function show(onAction = vi.fn(async () => undefined)) {
  render(
    <MemoryRouter>
      <GoodsDetailView
        id="7"
        divisionCode="310115"
        signedIn
        areaPicker={null}
        links={links as never}
        onAction={onAction}
      />
    </MemoryRouter>,
  );
  return onAction;
}

describe('the phone goods detail bar', () => {
  it('takes neither 加入购物车 nor 立即购买 for goods without stock in the area', () => {
    stock = 0;
    show();
    expect((screen.getByRole('button', { name: '加入购物车' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '立即购买' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says 已加入购物车 on the button after an add, so the success outlasts its toast', async () => {
    stock = 50;
    const onAction = show();
    await userEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    expect(onAction).toHaveBeenCalledWith('append', expect.objectContaining({ id: '7' }), 1);
    await screen.findByRole('button', { name: /已加入购物车/ });
  });
});
