import type { BidStatus } from '@pm/contract/bidding';
import { countdownTarget } from '../model/bid-status';
import { countdownOnServer } from '../model/server-clock';
import { useServerNow } from '../use-server-now';
import './bidding.css';

/**
 * The countdown of an event by the server's clock: 距开始 before the start, 距截止 while running (an
 * extension shows as soon as the page has the new end), 已结束 afterwards; — for a draft or a revoked event.
 */
export function BidCountdown({
  status,
  startAt,
  endAt,
}: {
  status: BidStatus;
  startAt: string | null;
  endAt: string | null;
}) {
  const { offset, now } = useServerNow();
  // a draft has not been published and a revoked event never ran: nothing to count, nothing ended
  if (status === 'draft' || status === 'revoked')
    return <span className="bid-countdown bid-countdown--ended">—</span>;
  const target = countdownTarget({ status, startAt, endAt }, now);
  if (!target) return <span className="bid-countdown bid-countdown--ended">已结束</span>;
  // `now` re-renders every second; the text is computed from the server's offset
  const text = countdownOnServer(target.at, offset, now - offset);
  return (
    <span className="bid-countdown" data-testid="bid-countdown">
      <span className="bid-countdown__label">{target.label}</span>
      {text}
    </span>
  );
}
