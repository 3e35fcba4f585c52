/**
 * The event's status and end as the page shows them: several reads say them (the detail, the supplier's
 * bids, the latest change on the stream), each stamped with the server's time it was made; the latest
 * stamp wins, so an older change on the stream never hides a newer read (or the other way round).
 */
import type { BidStatus } from '@pm/contract/bidding';

export interface StampedState {
  serverTime: string;
  status: BidStatus;
  endAt: string | null;
  extensions?: number | null;
}

export function latestState(
  ...states: (StampedState | null | undefined)[]
): { status: BidStatus; endAt: string | null; extensions: number } | null {
  const known = states.filter((s): s is StampedState => !!s);
  if (known.length === 0) return null;
  const latest = known.reduce((a, b) => (Date.parse(b.serverTime) >= Date.parse(a.serverTime) ? b : a));
  const extensions = Math.max(0, ...known.map((s) => s.extensions ?? 0));
  return { status: latest.status, endAt: latest.endAt, extensions };
}
