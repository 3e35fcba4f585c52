import { describe, expect, it } from 'vitest';
import type { BidPlaced, BidStreamEvent, MyBidLine, MyBids } from '@pm/contract/bidding';
import { standingLines, withStreamed } from './bid-standing';

function line(itemId: string, over: Partial<MyBidLine> = {}): MyBidLine {
  return {
    itemId,
    bidId: `${itemId}-1`,
    price: 1000,
    freight: 0,
    deliveryDays: 3,
    brand: '',
    model: '',
    validDays: 30,
    remarks: '',
    offeredGoodsId: null,
    overCeiling: false,
    bidAt: '2026-11-26T08:00:00Z',
    rank: 2,
    bestPrice: null,
    bidCount: 2,
    ...over,
  };
}

const mine = (seq: number, lines: MyBidLine[]): MyBids => ({
  eventId: '9',
  status: 'running',
  statusText: '进行中',
  endAt: '2026-11-26T09:00:00Z',
  lines,
  seq,
  serverTime: '2026-11-26T08:00:00Z',
});

const placed = (seq: number, lines: MyBidLine[], eventId = '9'): BidPlaced => ({
  eventId,
  lines,
  endAt: '2026-11-26T09:00:00Z',
  extended: false,
  seq,
  serverTime: '2026-11-26T08:01:00Z',
});

function change(seq: number, itemId: string | null, myRank: number | null, kind = 'bid'): BidStreamEvent {
  return {
    seq,
    kind: kind as BidStreamEvent['kind'],
    eventId: '9',
    status: 'running',
    endAt: '2026-11-26T09:00:00Z',
    extensions: 0,
    itemId,
    bestPrice: null,
    myRank,
    bidCount: 3,
    at: '2026-11-26T08:01:00Z',
    serverTime: '2026-11-26T08:01:00Z',
  };
}

describe('a supplier’s standing per item', () => {
  it('shows the bid’s answer at once over an older read, and keeps the read’s other items', () => {
    const read = mine(5, [line('a', { rank: 3 }), line('b', { rank: 1 })]);
    const answer = placed(7, [line('a', { bidId: 'a-2', price: 900, rank: 1 })]);
    const lines = standingLines('9', read, answer, {});
    expect(lines.get('a')).toMatchObject({ bidId: 'a-2', price: 900, rank: 1 });
    expect(lines.get('b')).toMatchObject({ rank: 1 });
    // a read at or after the answer's position takes over
    const later = mine(7, [line('a', { bidId: 'a-2', price: 900, rank: 2 }), line('b')]);
    expect(standingLines('9', later, answer, {}).get('a')).toMatchObject({ rank: 2 });
    // an answer of another event is not this page's
    expect(standingLines('9', read, placed(8, [line('a', { rank: 1 })], '10'), {}).get('a')?.rank).toBe(3);
  });

  it('takes a change of the stream only when it is newer than the bid it would correct', () => {
    const answer = placed(7, [line('a', { rank: 1 })]);
    let streamed = withStreamed({}, change(6, 'a', 4));
    expect(standingLines('9', mine(5, []), answer, streamed).get('a')?.rank).toBe(1);
    streamed = withStreamed(streamed, change(9, 'a', 2));
    expect(standingLines('9', mine(5, []), answer, streamed).get('a')).toMatchObject({
      rank: 2,
      bidCount: 3,
    });
    // an older change arriving late does not undo a newer one; changes without an item say nothing of items
    expect(withStreamed(streamed, change(8, 'a', 5))).toBe(streamed);
    expect(withStreamed(streamed, change(10, null, null, 'extended'))).toBe(streamed);
    // an item the supplier has not bid on stays without a line
    expect(
      standingLines('9', mine(5, []), answer, withStreamed(streamed, change(11, 'b', null))).has('b'),
    ).toBe(false);
  });
});
