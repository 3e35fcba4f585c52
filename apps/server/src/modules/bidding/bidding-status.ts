import { sql, type RawBuilder } from 'kysely';
import { BID_STATUS_LABELS, BID_STATUSES, type BidStatus } from '@pm/contract/bidding';

/** What decides an event's status: the phase people and the job set, and its times. */
export interface StatusFields {
  phase: string;
  start_at: Date | null;
  current_end_at: Date | null;
}

/**
 * The phases in which an event's award is still to become an order to its delivery address (bidding-complete.ts
 * places it after the publicity): that address may not be removed meanwhile (member.repo.ts).
 */
export const AWAITING_ORDER_PHASES: ReadonlySet<string> = new Set(['published', 'awarding', 'publicity']);

/**
 * The status of an event at `now` (the server's clock): a published event is 未开始 before its start,
 * 进行中 until its end (extensions included; a bid at the end itself is refused), then 已截止 until the
 * close step decides 定标中 or 已流标.
 */
export function statusOf(e: StatusFields, now: Date): BidStatus {
  switch (e.phase) {
    case 'published': {
      const t = now.getTime();
      if (!e.start_at || t < e.start_at.getTime()) return 'pending';
      if (!e.current_end_at || t < e.current_end_at.getTime()) return 'running';
      return 'closed';
    }
    case 'draft':
    case 'awarding':
    case 'publicity':
    case 'completed':
    case 'failed':
    case 'revoked':
      return e.phase;
    default:
      throw new Error(`unknown bidding phase ${e.phase}`);
  }
}

export function statusText(s: BidStatus): string {
  return BID_STATUS_LABELS[s];
}

/** The SQL condition of a status on `bid_events e` at `now`. */
export function statusCondition(status: BidStatus, now: Date): RawBuilder<boolean> {
  switch (status) {
    case 'pending':
      return sql<boolean>`(e.phase = 'published' AND e.start_at > ${now})`;
    case 'running':
      return sql<boolean>`(e.phase = 'published' AND e.start_at <= ${now} AND e.current_end_at > ${now})`;
    case 'closed':
      return sql<boolean>`(e.phase = 'published' AND e.current_end_at <= ${now})`;
    default:
      return sql<boolean>`(e.phase = ${status})`;
  }
}

/** The SQL of the status of `bid_events e` at `now` (for counting per status). */
export function statusExpression(now: Date): RawBuilder<string> {
  return sql<string>`CASE WHEN e.phase <> 'published' THEN e.phase
    WHEN e.start_at > ${now} THEN 'pending'
    WHEN e.current_end_at > ${now} THEN 'running' ELSE 'closed' END`;
}

export function emptyCounts(): Record<string, number> {
  return Object.fromEntries(BID_STATUSES.map((s) => [s, 0]));
}
