/** Status labels, tag colours and the status tabs of the bidding lists (labels come from the contract). */
import { BID_STATUS_LABELS, type BidStatus } from '@pm/contract/bidding';

export function bidStatusLabel(status: BidStatus): string {
  return BID_STATUS_LABELS[status];
}

const COLORS: Record<BidStatus, string> = {
  draft: 'default',
  pending: 'blue',
  running: 'green',
  closed: 'orange',
  awarding: 'gold',
  publicity: 'purple',
  completed: 'cyan',
  failed: 'red',
  revoked: 'default',
};

export function bidStatusColor(status: BidStatus): string {
  return COLORS[status];
}

/**
 * The tabs of the hall and a supplier's lists (published events: drafts are not public; a revoked event stays
 * listed with its reason, as the server lists it, so 全部 counts what the table shows).
 */
export const HALL_TABS: readonly BidStatus[] = [
  'pending',
  'running',
  'closed',
  'awarding',
  'publicity',
  'completed',
  'failed',
  'revoked',
];

/** The tabs of a buyer's own events. */
export const BUYER_TABS: readonly BidStatus[] = [
  'draft',
  'pending',
  'running',
  'closed',
  'awarding',
  'publicity',
  'completed',
  'failed',
  'revoked',
];

/** Tab items: 全部 first, then each status with its count from the answer. */
export function statusTabs(
  statuses: readonly BidStatus[],
  counts: Record<string, number> | undefined,
): { key: string; label: string }[] {
  const total = counts ? statuses.reduce((n, s) => n + (counts[s] ?? 0), 0) : undefined;
  return [
    { key: '', label: total === undefined ? '全部' : `全部 (${total})` },
    ...statuses.map((s) => ({
      key: s,
      label: counts ? `${bidStatusLabel(s)} (${counts[s] ?? 0})` : bidStatusLabel(s),
    })),
  ];
}

/**
 * What the countdown counts to at `now` (the server's time): the start before it, the end while running;
 * nothing afterwards. A list read before the start keeps counting to the end once the start has passed.
 */
export function countdownTarget(
  e: { status: BidStatus; startAt: string | null; endAt: string | null },
  now: number,
): { label: string; at: string | null } | null {
  if (e.status !== 'pending' && e.status !== 'running') return null;
  const start = e.startAt ? Date.parse(e.startAt) : NaN;
  const end = e.endAt ? Date.parse(e.endAt) : NaN;
  if (e.status === 'pending' && now < start) return { label: '距开始', at: e.startAt };
  if (now < end) return { label: '距截止', at: e.endAt };
  return null;
}
