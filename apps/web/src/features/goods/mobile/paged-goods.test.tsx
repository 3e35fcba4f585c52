import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { GoodsCard } from '@pm/contract/goods';
import { REVEAL_FIRST } from '@/ui/mobile/use-reveal-count';
import { PagedGoodsGrid, WindowedBlock } from './paged-goods';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: Callback[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: Callback) {
        observers.push(cb);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(1234);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WindowedBlock', () => {
  it('parks a page of goods far from the screen at its own height and brings it back near it', () => {
    const { container } = render(
      <WindowedBlock>
        <p>一页商品</p>
      </WindowedBlock>,
    );
    expect(screen.getByText('一页商品')).toBeTruthy();
    act(() => observers[0]!([{ isIntersecting: false }]));
    expect(screen.queryByText('一页商品')).toBeNull();
    expect((container.firstChild as HTMLElement).style.height).toBe('1234px');
    act(() => observers[0]!([{ isIntersecting: true }]));
    expect(screen.getByText('一页商品')).toBeTruthy();
    expect((container.firstChild as HTMLElement).style.height).toBe('');
  });
});

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
    agreement: false,
    stock: 50,
    image: `/img/goods/31/17/0/${id}.svg`,
    moq: 1,
    orderMultiple: 1,
    sales: 10,
    catalogId: '31',
    supplierId: '9',
    supplierName: '华轴传动',
  };
}

describe('PagedGoodsGrid', () => {
  it('renders a page of goods a few cards at a time, and the list end once they are all there', async () => {
    const records = Array.from({ length: 20 }, (_, i) => card(i + 1));
    render(
      <MemoryRouter>
        <PagedGoodsGrid
          pages={[{ records }]}
          hrefOf={(id) => `/detail/${id}`}
          hasMore
          loadMore={() => Promise.resolve()}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(REVEAL_FIRST);
    expect(screen.queryByText('上拉加载更多')).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(20));
    expect(screen.getByText('上拉加载更多')).toBeTruthy();
  });
});
