import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { BidEventDetail, BidPlaced, BidPlaceRequest, MyBidLine, MyBids } from '@pm/contract/bidding';
import { STATE_WAIT } from '../../../../test/wait';
import type { BidLive } from '../use-bid-live';
import { BidJoin } from './bid-join';

const sent: BidPlaceRequest[] = [];
let answer: BidPlaced | null = null;
vi.mock('../api/bid-place', () => ({
  usePlaceBids: () => ({
    isPending: false,
    mutateAsync: (input: BidPlaceRequest) => {
      sent.push(input);
      return Promise.resolve(answer!);
    },
  }),
}));
vi.mock('../api/bid-time', () => ({ useServerClockOffset: () => 0 }));
vi.mock('../api/bid-change', () => ({ refreshBidding: () => Promise.resolve() }));
vi.mock('@/lib/notify', () => ({ notify: () => undefined }));

afterEach(() => {
  cleanup();
  sent.length = 0;
});

const HOUR = 3600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

const detail: BidEventDetail = {
  id: '9',
  code: 'JJ202611260001',
  title: 'M10 紧固件公开竞价',
  format: 'live',
  formatText: '公开竞价',
  scope: 'all',
  status: 'running',
  statusText: '进行中',
  buyerName: '示例采购单位',
  startAt: at(-HOUR),
  endAt: at(HOUR),
  extensions: 0,
  itemCount: 1,
  bidderCount: null,
  createdAt: at(-2 * HOUR),
  viewer: 'supplier',
  rules: {
    visibility: 'rank',
    decrementKind: 'amount',
    decrementValue: 1,
    enforceCeiling: true,
    minBidders: 2,
    hardCloseAt: null,
    snipeWindowMinutes: 5,
    snipeTopRanks: 3,
    snipeExtendMinutes: 5,
    maxExtensions: 10,
    publicityDays: 3,
  },
  items: [
    {
      id: 'a',
      goodsId: null,
      name: '六角头螺栓',
      spec: 'M10×50',
      unit: '个',
      quantity: 2000,
      ceilingPrice: null,
      awardedSupplierName: null,
      awardedPrice: null,
    },
  ],
  deliveryDate: null,
  deliveryArea: null,
  addressId: null,
  invoiceKind: 'special',
  paymentTerms: '企业月结',
  remark: '',
  revokeReason: null,
  failReason: null,
  attachments: [],
  invited: [],
  canBid: true,
  publicityEndsAt: null,
  challenges: [],
  orderFailures: [],
  serverTime: at(0),
};

function line(over: Partial<MyBidLine>): MyBidLine {
  return {
    itemId: 'a',
    bidId: '100',
    price: 110,
    freight: 0,
    deliveryDays: 5,
    brand: '',
    model: '',
    validDays: 30,
    remarks: '',
    offeredGoodsId: null,
    overCeiling: false,
    bidAt: at(-HOUR / 2),
    rank: 3,
    bestPrice: null,
    bidCount: 3,
    ...over,
  };
}

const mineAt = (seq: number, l: MyBidLine): MyBids => ({
  eventId: '9',
  status: 'running',
  statusText: '进行中',
  endAt: detail.endAt,
  lines: [l],
  seq,
  serverTime: at(0),
});

function liveWith(items: BidLive['items'] = {}): BidLive {
  return { connected: true, endAt: null, status: null, extensions: null, last: null, items };
}

function page(mine: MyBids, live: BidLive) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BidJoin d={detail} mine={mine} live={live} searchOwnGoods={() => Promise.resolve([])} />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const rank = () => screen.getByTestId('my-rank').textContent;

describe('参与竞价', () => {
  it('shows the rank of the bid’s answer at once; the stream or a read confirms or corrects it, newer first', async () => {
    const before = mineAt(5, line({ rank: 3 }));
    const { rerender } = render(page(before, liveWith()));
    expect(rank()).toBe('第 3 名');
    answer = {
      eventId: '9',
      lines: [line({ bidId: '101', price: 100, rank: 1, bidAt: at(0) })],
      endAt: detail.endAt!,
      extended: false,
      seq: 7,
      serverTime: at(0),
    };
    await userEvent.type(screen.getByLabelText('六角头螺栓 报价单价（元）'), '1');
    // the last bid's terms are kept: a re-bid needs only the new price
    const days = screen.getByLabelText<HTMLInputElement>('六角头螺栓 交货天数');
    expect(days.value).toBe('5');
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.click(screen.getByRole('button', { name: /提交报价/ }));
    // the page has read nothing new and the stream said nothing: the answer's rank and price show
    await screen.findByText('第 1 名', undefined, STATE_WAIT);
    expect(sent[0]).toMatchObject({ eventId: '9', lines: [{ itemId: 'a', price: 100, deliveryDays: 7 }] });
    expect(screen.getByTestId('my-price').textContent).toContain('1.00');
    // a change older than the answer arriving late changes nothing
    rerender(page(before, liveWith({ a: { seq: 6, rank: 4, bestPrice: null, bidCount: 3 } })));
    expect(rank()).toBe('第 1 名');
    // a newer change (another supplier underbid) corrects it
    rerender(page(before, liveWith({ a: { seq: 9, rank: 2, bestPrice: null, bidCount: 3 } })));
    expect(rank()).toBe('第 2 名');
    // and the refreshed read, newer still, has the last word
    rerender(
      page(
        mineAt(10, line({ bidId: '101', price: 100, rank: 1 })),
        liveWith({ a: { seq: 9, rank: 2, bestPrice: null, bidCount: 3 } }),
      ),
    );
    expect(rank()).toBe('第 1 名');
  });

  it('after the award shows each item’s winner and price, and in publicity offers 提出质疑', () => {
    const published: BidEventDetail = {
      ...detail,
      status: 'publicity',
      statusText: '公示中',
      canBid: false,
      publicityEndsAt: at(48 * HOUR),
      items: [{ ...detail.items[0]!, awardedSupplierName: '联创工业品', awardedPrice: 109 }],
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <BidJoin
            d={published}
            mine={{ ...mineAt(5, line({ rank: 1 })), status: 'publicity', statusText: '公示中' }}
            live={liveWith()}
            searchOwnGoods={() => Promise.resolve([])}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('bid-award-line').textContent).toContain('联创工业品');
    expect(screen.getByTestId('bid-award-line').textContent).toContain('¥1.09');
    expect(screen.getByRole('button', { name: '提出质疑' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /提交报价/ })).toBeNull();
  });
});
