/**
 * A supplier's standing per item on 参与竞价 (its bid, rank, best price and count), from three sources that
 * each carry the event's log position (`seq`) their figures stand at: the read of its bids, the answer of
 * its own bid (shown at once, before any read or event), and the stream's changes of the item. Per item
 * the newest position wins: the answer shows the new rank at once, the read that follows it or a later
 * change confirms or corrects it, and an older change arriving late never undoes a newer figure.
 * Kit-free.
 */
import type { BidPlaced, BidStreamEvent, MyBidLine, MyBids } from '@pm/contract/bidding';

/** What a change of the stream says of one item for this supplier. */
export interface StreamStanding {
  seq: number;
  rank: number | null;
  bestPrice: number | null;
  bidCount: number | null;
}

/** The stream's latest word per item: a bid on an item says the item's standing at (or after) its seq. */
export function withStreamed(
  known: Readonly<Record<string, StreamStanding>>,
  e: BidStreamEvent,
): Record<string, StreamStanding> {
  if (e.kind !== 'bid' || !e.itemId) return known as Record<string, StreamStanding>;
  const had = known[e.itemId];
  if (had && had.seq >= e.seq) return known as Record<string, StreamStanding>;
  return {
    ...known,
    [e.itemId]: { seq: e.seq, rank: e.myRank, bestPrice: e.bestPrice, bidCount: e.bidCount },
  };
}

/**
 * The supplier's lines per item: the bid itself from the newer of the read and the answer, its rank, best
 * price and count from the newest of the three. The answer counts only when it is of this event.
 */
export function standingLines(
  eventId: string,
  mine: MyBids | undefined,
  placed: BidPlaced | null,
  streamed: Readonly<Record<string, StreamStanding>>,
): Map<string, MyBidLine> {
  const out = new Map<string, { seq: number; line: MyBidLine }>();
  const mineSeq = mine && mine.eventId === eventId ? mine.seq : -1;
  if (mine && mineSeq >= 0) for (const line of mine.lines) out.set(line.itemId, { seq: mineSeq, line });
  if (placed && placed.eventId === eventId && placed.seq > mineSeq) {
    for (const line of placed.lines) out.set(line.itemId, { seq: placed.seq, line });
  }
  const lines = new Map<string, MyBidLine>();
  for (const [itemId, { seq, line }] of out) {
    const s = streamed[itemId];
    lines.set(
      itemId,
      s && s.seq > seq ? { ...line, rank: s.rank, bestPrice: s.bestPrice, bidCount: s.bidCount } : line,
    );
  }
  return lines;
}
