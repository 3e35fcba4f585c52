import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import type { GoodsCard, GoodsSearchRequest } from '@pm/contract/goods';
import { queryClient } from '@/lib/query-client';
import { EMPTY_MOBILE_FILTER, type MobileListFilter } from '../model/mobile-list';
import { GoodsResults } from './goods-results';
import { QuantityStepper } from './quantity-stepper';
import { setRequestStandIn } from '@/lib/http';

const requests: GoodsSearchRequest[] = [];

function card(id: number): GoodsCard {
  return {
    id: String(id),
    skuCode: `GM${id}`,
    name: `螺丝刀 ${id}`,
    brandId: '17',
    brandName: '史丹利',
    model: `65-${id}`,
    spec: '6×150mm',
    unit: '把',
    price: 3220,
    listPrice: 3500,
    marketPrice: 3560,
    agreement: id === 1,
    stock: id === 2 ? 0 : 50,
    image: `/img/goods/31/17/0/${id}.svg`,
    moq: 1,
    orderMultiple: 1,
    sales: 10,
    catalogId: '31',
    supplierId: '9',
    supplierName: '华轴传动',
  };
}

beforeAll(() =>
  setRequestStandIn((endpoint: AnyEndpoint, input: GoodsSearchRequest) => {
    if (endpoint.path !== '/mall/goods/mall-goods/page') return Promise.reject(new Error(endpoint.path));
    requests.push(input);
    const empty = input.keyword === '没有';
    return Promise.resolve({
      records: empty ? [] : [card(1), card(2)],
      total: empty ? 0 : 1234,
      page: input.page,
      limit: input.limit,
      keyword: input.keyword ?? '',
      facets: { brands: [{ id: '17', name: '史丹利', count: 2 }], catalogs: [], priceBands: [] },
      suggestions: empty ? ['螺丝'] : [],
      totalExact: false,
    });
  }),
);

const links = {
  detail: (id: string) => `/detail/${id}`,
  list: (f: Partial<MobileListFilter>) => `/list?k=${f.keyword}`,
};

function renderResults(filter: MobileListFilter, onChange = vi.fn()) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <GoodsResults filter={filter} onChange={onChange} divisionCode="310115" links={links} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onChange;
}

afterEach(() => {
  queryClient.clear();
  requests.length = 0;
});

describe('GoodsResults', () => {
  it('asks for the filters of the address (fen, area, first page) and shows the goods', async () => {
    renderResults({
      ...EMPTY_MOBILE_FILTER,
      keyword: '螺丝刀',
      catalogId: '31',
      priceMin: '10',
      sort: 'sales',
    });
    expect(await screen.findByText('约 1,234 件商品')).toBeTruthy();
    expect(requests[0]).toEqual({
      keyword: '螺丝刀',
      catalogId: '31',
      priceMin: 1000,
      sort: 'sales',
      limit: 20,
      page: 1,
      divisionCode: '310115',
    });
    const first = screen.getByRole('link', { name: /螺丝刀 1/ });
    expect(first.getAttribute('href')).toBe('/detail/1');
    expect(first.textContent).toContain('协议价');
    expect(screen.getByRole('link', { name: /螺丝刀 2/ }).textContent).toContain('无货');
    // the image box is sized before the picture arrives
    const img = first.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual([
      '200',
      '200',
      '螺丝刀 1',
    ]);
  });

  it('changes the sort: 价格 low→high, then high→low', async () => {
    const onChange = renderResults({ ...EMPTY_MOBILE_FILTER, keyword: 'x' });
    await screen.findByText('约 1,234 件商品');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '销量' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_MOBILE_FILTER, keyword: 'x', sort: 'sales' });
    await user.click(screen.getByRole('button', { name: '按价格排序' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_MOBILE_FILTER, keyword: 'x', sort: 'priceAsc' });
  });

  it('offers the server’s other words when nothing matched', async () => {
    renderResults({ ...EMPTY_MOBILE_FILTER, keyword: '没有' });
    expect(await screen.findByText('暂无相关商品')).toBeTruthy();
    expect(screen.getByRole('link', { name: '螺丝' }).getAttribute('href')).toBe('/list?k=螺丝');
  });
});

describe('QuantityStepper', () => {
  it('steps by the order multiple from the smallest valid quantity and corrects a typed one', async () => {
    let value = 6;
    const onChange = vi.fn((n: number) => {
      value = n;
    });
    const { rerender } = render(
      <QuantityStepper
        value={value}
        rule={{ moq: 5, orderMultiple: 2 }}
        onChange={onChange}
        label="购买数量"
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '减少数量' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '增加数量' }));
    expect(onChange).toHaveBeenLastCalledWith(8);
    rerender(
      <QuantityStepper
        value={value}
        rule={{ moq: 5, orderMultiple: 2 }}
        onChange={onChange}
        label="购买数量"
      />,
    );
    const box = screen.getByRole('textbox', { name: '购买数量' });
    await user.clear(box);
    await user.type(box, '11');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(12);
  });
});
