/** Row → contract shapes shared by the bidding services. */
import {
  BID_FORMAT_LABELS,
  type BidEventSummary,
  type BidFormat,
  type BidRules,
  type BidScope,
  type BidVisibility,
  type BidDecrementKind,
} from '@pm/contract/bidding';
import type { EventRow } from './bidding.repo';
import { statusOf, statusText } from './bidding-status';

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * A DATE column as its calendar day (YYYY-MM-DD). node-pg reads DATE as a Date at the process's local
 * midnight although the row type says string: its local fields are the day.
 */
export function dayText(d: Date | string | null): string | null {
  if (d === null || typeof d === 'string') return d;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function formatOf(s: string): BidFormat {
  return s === 'live' ? 'live' : 'sealed';
}
export function scopeOf(s: string): BidScope {
  return s === 'all' ? 'all' : 'invited';
}
export function visibilityOf(s: string): BidVisibility {
  return s === 'best' ? 'best' : s === 'none' ? 'none' : 'rank';
}
function decrementKindOf(s: string): BidDecrementKind {
  return s === 'percent' ? 'percent' : 'amount';
}

export function summaryOf(
  e: EventRow,
  extra: { buyerName: string; itemCount: number; bidderCount: number },
  now: Date,
): BidEventSummary {
  const status = statusOf(e, now);
  const ended = !['draft', 'pending', 'running'].includes(status) && status !== 'revoked';
  return {
    id: e.id,
    code: e.code,
    title: e.title,
    format: formatOf(e.format),
    formatText: BID_FORMAT_LABELS[formatOf(e.format)],
    scope: scopeOf(e.scope),
    status,
    statusText: statusText(status),
    buyerName: extra.buyerName,
    startAt: iso(e.start_at),
    endAt: iso(e.current_end_at),
    extensions: e.extensions,
    itemCount: extra.itemCount,
    bidderCount: ended ? extra.bidderCount : null,
    createdAt: e.created_at.toISOString(),
  };
}

export function rulesOf(e: EventRow): BidRules {
  return {
    visibility: visibilityOf(e.visibility),
    decrementKind: decrementKindOf(e.decrement_kind),
    decrementValue: Number(e.decrement_value),
    enforceCeiling: e.enforce_ceiling,
    minBidders: e.min_bidders,
    hardCloseAt: iso(e.hard_close_at),
    snipeWindowMinutes: e.snipe_window_minutes,
    snipeTopRanks: e.snipe_top_ranks,
    snipeExtendMinutes: e.snipe_extend_minutes,
    maxExtensions: e.max_extensions,
    publicityDays: e.publicity_days,
  };
}

/** The smallest step below `previous` a live bid must take. */
export function decrementOf(
  e: Pick<EventRow, 'decrement_kind' | 'decrement_value'>,
  previous: number,
): number {
  const v = Number(e.decrement_value);
  return e.decrement_kind === 'percent' ? Math.max(1, Math.ceil((previous * v) / 10000)) : v;
}
