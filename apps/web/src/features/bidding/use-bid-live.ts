/**
 * Live changes of one event while a page shows it: the server's stream (with catch-up after a reconnect)
 * refreshes the event's reads, and the latest end (an extension) and status are kept for the countdown at
 * once, before the refreshed reads arrive, as is each item's latest standing (rank, best price, count).
 */
import { useEffect, useState } from 'react';
import type { BidStatus, BidStreamEvent } from '@pm/contract/bidding';
import { refreshBidding } from './api/bid-change';
import { bidStreamOpener } from './api/bid-stream';
import { withStreamed, type StreamStanding } from './model/bid-standing';
import { watchBidStream } from './model/bid-stream';

export interface BidLive {
  connected: boolean;
  /** The end and status from the latest change (null before any). */
  endAt: string | null;
  status: BidStatus | null;
  extensions: number | null;
  last: BidStreamEvent | null;
  /** The latest standing per item the stream told (model/bid-standing.ts). */
  items: Record<string, StreamStanding>;
}

export function useBidLive(eventId: string, enabled: boolean): BidLive {
  const [live, setLive] = useState<BidLive>({
    connected: false,
    endAt: null,
    status: null,
    extensions: null,
    last: null,
    items: {},
  });
  useEffect(() => {
    if (!enabled || eventId === '') return undefined;
    const s = watchBidStream({
      open: bidStreamOpener(eventId),
      since: null,
      onEvent: (e) => {
        setLive((l) => ({
          ...l,
          endAt: e.endAt,
          status: e.status,
          extensions: e.extensions,
          last: e,
          items: withStreamed(l.items, e),
        }));
        void refreshBidding();
      },
      onConnected: (connected) => {
        setLive((l) => ({ ...l, connected }));
        // a reconnect may have missed a status change the stream does not carry: read afresh
        if (connected) void refreshBidding();
      },
    });
    return () => s.stop();
  }, [eventId, enabled]);
  return live;
}
