/**
 * The replayer: re-derives from an event's log alone (no other table) the current bid of each supplier
 * per item, the ranks, the extensions with the final end, the close and the award candidates (the lowest
 * valid bid per item). Tests compare it with what the tables say for every closed event.
 */
import type { BidSealer } from './bidding-crypto';
import type { LogEntry } from './bidding-log';

export interface BidLogBody {
  bidId: string;
  itemId: string;
  supplierId: string;
  seq: string;
  price: number | null;
  freight: number | null;
  overCeiling: boolean | null;
  sealed: string | null;
  at: string;
}

export interface ExtendLogBody {
  bidId: string;
  from: string;
  to: string;
  extensions: number;
}

export interface CloseLogBody {
  validBidders: number;
  outcome: 'awarding' | 'failed';
}

export interface AwardLogBody {
  items: { itemId: string; bidId: string; supplierId: string; price: number }[];
}

export interface ReplayedBid {
  bidId: string;
  supplierId: string;
  price: number;
  seq: bigint;
  valid: boolean;
}

export interface Replay {
  /** Per item: the current bids in rank order (valid ones first by price, then sequence). */
  ranks: Map<string, ReplayedBid[]>;
  extensions: number;
  /** The end after the last extension (null: never extended). */
  extendedTo: string | null;
  closed: CloseLogBody | null;
  /** Per item: the lowest valid bid's id. */
  candidates: Map<string, string>;
  awards: AwardLogBody | null;
}

export function rankBids<T extends ReplayedBid>(bids: Iterable<T>): T[] {
  return [...bids].sort((a, b) => {
    if (a.valid !== b.valid) return a.valid ? -1 : 1;
    if (a.price !== b.price) return a.price - b.price;
    return a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0;
  });
}

/** `wrappedKey`: the event's key, to open sealed bodies (only for an event that has ended). */
export function replay(entries: readonly LogEntry[], sealer?: BidSealer, wrappedKey?: Buffer | null): Replay {
  const current = new Map<string, Map<string, ReplayedBid>>();
  let extensions = 0;
  let extendedTo: string | null = null;
  let closed: CloseLogBody | null = null;
  let awards: AwardLogBody | null = null;
  for (const e of entries) {
    if (e.kind === 'bid') {
      const b = JSON.parse(e.body) as BidLogBody;
      let price = b.price;
      let valid = b.overCeiling === false;
      if (b.sealed !== null) {
        if (!sealer || !wrappedKey) throw new Error('a sealed log needs the event key');
        const open = sealer.open(wrappedKey, Buffer.from(b.sealed, 'base64'));
        price = open.price;
        valid = !open.overCeiling;
      }
      const perItem = current.get(b.itemId) ?? new Map<string, ReplayedBid>();
      current.set(b.itemId, perItem);
      perItem.set(b.supplierId, {
        bidId: b.bidId,
        supplierId: b.supplierId,
        price: price ?? 0,
        seq: BigInt(b.seq),
        valid,
      });
    } else if (e.kind === 'extend') {
      const x = JSON.parse(e.body) as ExtendLogBody;
      extensions = x.extensions;
      extendedTo = x.to;
    } else if (e.kind === 'close') {
      closed = JSON.parse(e.body) as CloseLogBody;
    } else if (e.kind === 'award') {
      awards = JSON.parse(e.body) as AwardLogBody;
    } else if (e.kind === 'reopen') {
      awards = null;
    }
  }
  const ranks = new Map<string, ReplayedBid[]>();
  const candidates = new Map<string, string>();
  for (const [itemId, perItem] of current) {
    const ranked = rankBids(perItem.values());
    ranks.set(itemId, ranked);
    if (ranked[0]?.valid) candidates.set(itemId, ranked[0].bidId);
  }
  return { ranks, extensions, extendedTo, closed, candidates, awards };
}
