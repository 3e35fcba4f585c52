import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { BidCompare, BidCompareBid } from '@pm/contract/bidding';
import { BidAward, choiceTotal, lowestChoice, needsReason } from './bid-award';
import { BidCountdown } from './bid-countdown';

const awarded: unknown[] = [];
vi.mock('../api/bid-award', () => ({
  useAwardBidEvent: () => ({
    isPending: false,
    mutateAsync: async (input: unknown) => {
      awarded.push(input);
    },
  }),
}));
vi.mock('../api/bid-fail', () => ({ useFailBidEvent: () => ({ isPending: false, mutateAsync: vi.fn() }) }));
// the server's clock is 10 minutes ahead of this client's
vi.mock('../api/bid-time', () => ({ useServerClockOffset: () => 10 * 60_000 }));

function bid(over: Partial<BidCompareBid>): BidCompareBid {
  return {
    bidId: '1',
    supplierId: '3',
    supplierName: '苏州联创',
    price: 1000,
    total: 10000,
    freight: 0,
    totalWithFreight: 10000,
    deliveryDays: 3,
    brand: '',
    model: '',
    validDays: 30,
    remarks: '',
    offeredGoodsId: null,
    overCeiling: false,
    rank: 1,
    lowest: true,
    onTimeRate: 0.95,
    refundRate: 0.01,
    bidAt: '2026-11-26T08:00:00Z',
    ...over,
  };
}

const item = {
  goodsId: null,
  spec: '',
  unit: '个',
  quantity: 10,
  ceilingPrice: null,
  awardedSupplierName: null,
  awardedPrice: null,
};
const compare: BidCompare = {
  eventId: '9',
  title: '办公耗材',
  status: 'awarding',
  statusText: '定标中',
  bidderCount: 2,
  minBidders: 2,
  items: [
    {
      ...item,
      id: 'a',
      name: '订书机',
      bids: [
        bid({ bidId: 'a1', supplierId: '4', supplierName: '恒通五金', price: 900, rank: 1, lowest: true }),
        bid({ bidId: 'a2', supplierId: '3', supplierName: '苏州联创', price: 950, rank: 2, lowest: false }),
      ],
    },
    {
      ...item,
      id: 'b',
      name: '胶带',
      bids: [bid({ bidId: 'b1', supplierId: '3', price: 300, rank: 1, lowest: true })],
    },
  ],
};

function wrap(node: React.ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('定标', () => {
  it('chooses each item’s lowest bid by default; another supplier for the whole event needs a reason', () => {
    expect(lowestChoice(compare.items)).toEqual({ a: 'a1', b: 'b1' });
    expect(needsReason(compare.items, 'items', { a: 'a1', b: 'b1' }, null)).toBe(false);
    expect(needsReason(compare.items, 'items', { a: 'a2', b: 'b1' }, null)).toBe(true);
    expect(needsReason(compare.items, 'whole', {}, '3')).toBe(true);
    expect(needsReason(compare.items, 'whole', {}, '4')).toBe(false);
  });

  it('marks the lowest, shows past performance, and awards per item', async () => {
    render(wrap(<BidAward c={compare} onDone={() => undefined} />));
    expect(screen.getAllByText('最低价')).toHaveLength(2);
    expect(screen.getAllByText('95.0%').length).toBeGreaterThan(0);
    const confirm = screen.getByRole('button', { name: '确认定标' });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(confirm);
    expect(awarded.at(-1)).toEqual({
      id: '9',
      lines: [
        { itemId: 'a', bidId: 'a1' },
        { itemId: 'b', bidId: 'b1' },
      ],
      reason: '',
    });
  });
});

describe('定标 totals and the award once made', () => {
  it('sums what the choice awards, with freight, per item or to one supplier', () => {
    expect(choiceTotal(compare.items, 'items', { a: 'a1', b: 'b1' }, null)).toBe(20000);
    expect(choiceTotal(compare.items, 'whole', {}, '4')).toBe(10000);
    expect(choiceTotal(compare.items, 'whole', {}, null)).toBeNull();
  });

  it('shows the running total while awarding', () => {
    render(wrap(<BidAward c={compare} onDone={() => undefined} />));
    expect(screen.getByTestId('award-total').textContent).toContain('¥200.00');
  });

  it('after the award marks the awarded bid 中标 and offers the event’s details instead of buttons', () => {
    const published: BidCompare = {
      ...compare,
      status: 'publicity',
      statusText: '公示中',
      items: compare.items.map((i) =>
        i.id === 'a' ? { ...i, awardedSupplierName: '苏州联创', awardedPrice: 950 } : i,
      ),
    };
    render(
      wrap(<BidAward c={published} onDone={() => undefined} detailLink={<a href="#d">查看竞价详情</a>} />),
    );
    // the awarded bid of 订书机 is 苏州联创's at 9.50 (not the lowest): one 中标 mark, on its row
    expect(screen.getAllByText('中标')).toHaveLength(1);
    expect(screen.getByText('中标').closest('tr')?.textContent).toContain('苏州联创');
    expect(screen.queryByRole('button', { name: '确认定标' })).toBeNull();
    expect(screen.getByText('查看竞价详情')).toBeTruthy();
  });
});

describe('the countdown', () => {
  it('shows — for a draft and a revoked event, not 已结束', () => {
    render(
      wrap(
        <>
          <BidCountdown status="draft" startAt={null} endAt={null} />
          <BidCountdown status="revoked" startAt="2026-11-26T07:00:00Z" endAt="2026-11-27T07:00:00Z" />
        </>,
      ),
    );
    expect(screen.queryByText('已结束')).toBeNull();
    expect(screen.getAllByText('—')).toHaveLength(2);
  });

  it('follows the server’s clock when the client’s is 10 minutes behind', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T07:50:00Z')); // server: 08:00:00
    render(
      wrap(<BidCountdown status="running" startAt="2026-11-26T07:00:00Z" endAt="2026-11-26T08:05:30Z" />),
    );
    expect(screen.getByTestId('bid-countdown').textContent).toBe('距截止0天0时5分30秒');
  });
});
