import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { GoodsCard, GoodsSearchResult } from '@pm/contract/goods';
import { queryClient } from '@/lib/query-client';
import { PREFETCH_KEY, prefetchKey } from '@/lib/prefetch';
import { FIRST_CARDS_KEY } from '@/ui/mobile/first-screen';
import { EMPTY_MOBILE_FILTER, mobileSearchRequest } from '../model/mobile-list';
import { GoodsResults } from './goods-results';

const win = () => window as unknown as Record<string, unknown>;
const LIST_URL = '/pm-api/public/mall/goods/mall-goods/page';

function card(id: number): GoodsCard {
  return {
    id: String(id),
    skuCode: `GM${id}`,
    name: `内六角螺钉 ${id}`,
    brandId: '17',
    brandName: '东明',
    model: `M6-${id}`,
    spec: 'M6×20',
    unit: '个',
    price: 120,
    listPrice: 120,
    marketPrice: 150,
    agreement: false,
    stock: 50,
    image: `/img/goods/31/17/0/${id}.svg`,
    moq: 1,
    orderMultiple: 1,
    sales: 0,
    catalogId: '31',
    supplierId: '9',
    supplierName: '华轴传动',
  };
}

afterEach(() => {
  queryClient.clear();
  delete win()[PREFETCH_KEY];
  delete win()[FIRST_CARDS_KEY];
});

describe("GoodsResults after index.html's first screen of a keyword list", () => {
  it('takes the answer index.html asked for (no second search) and keeps its pictures until the goods come', async () => {
    const filter = { ...EMPTY_MOBILE_FILTER, keyword: '螺丝' };
    // what index.html's script leaves (build/start-html.ts): the early answer under its request, the cards drawn
    const body = JSON.stringify({ ...mobileSearchRequest(filter, '310115'), page: 1 });
    let answer!: (r: Response) => void;
    win()[PREFETCH_KEY] = {
      [prefetchKey('POST', LIST_URL, body)!]: new Promise<Response>((r) => (answer = r)),
    };
    const drawn = ['/img/goods/31/17/0/1.svg?w=480', '/img/goods/31/17/0/2.svg?w=480'];
    win()[FIRST_CARDS_KEY] = { body, cards: drawn.map((image) => ({ image, alt: '' })) };
    const fetch = vi.fn(() => Promise.reject(new Error('a second search')));
    vi.stubGlobal('fetch', fetch);

    const { container } = render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <GoodsResults
            filter={filter}
            onChange={vi.fn()}
            divisionCode="310115"
            links={{ detail: (id) => `/detail/${id}`, list: () => '/list' }}
            heading={<p className="mg-list__heading">搜索“螺丝”的结果</p>}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // while the answer comes: the drawn pictures in their boxes, below the count's line as index.html drew it
    const pictures = () =>
      [...container.querySelectorAll('.mg-grid .mg-card__img img')].map((i) => i.getAttribute('src'));
    expect(pictures()).toEqual(drawn);
    const order = [...container.querySelectorAll('.mg-list > *')].map((e) => e.className);
    expect(order.slice(0, 4)).toEqual(['mg-sort', 'mg-list__heading', 'mg-list__total', 'mg-grid']);

    const data: GoodsSearchResult = {
      records: [card(1), card(2)],
      total: 2,
      page: 1,
      limit: 20,
      keyword: '螺丝',
      facets: { brands: [], catalogs: [], priceBands: [] },
      suggestions: [],
      totalExact: true,
    };
    answer(new Response(JSON.stringify({ code: 0, message: 'ok', data })));
    expect(await screen.findByText('内六角螺钉 1')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('共 2 件商品');
    expect(pictures()).toEqual(drawn);
    expect(fetch).not.toHaveBeenCalled();
    expect(win()[PREFETCH_KEY]).toEqual({});
  });
});
