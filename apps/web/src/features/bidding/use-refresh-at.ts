/**
 * Reads the event afresh when its start or end passes by the server's clock: the status changes then
 * without a change on the stream (bids open at the start, close at the end).
 */
import { useEffect } from 'react';
import type { BidStatus } from '@pm/contract/bidding';
import { refreshBidding } from './api/bid-change';
import { useServerClockOffset } from './api/bid-time';
import { serverNow } from './model/server-clock';

export function useRefreshAtBoundary(status: BidStatus, startAt: string | null, endAt: string | null): void {
  const offset = useServerClockOffset();
  useEffect(() => {
    const at = status === 'pending' ? startAt : status === 'running' ? endAt : null;
    if (!at) return undefined;
    // a little after the boundary, so that the server's answer has the new status
    const wait = Math.max(0, Date.parse(at) - serverNow(offset) + 300);
    if (!Number.isFinite(wait) || wait > 2 ** 31 - 1) return undefined;
    const t = setTimeout(() => void refreshBidding(), wait);
    return () => clearTimeout(t);
  }, [status, startAt, endAt, offset]);
}
