import type { RefundStatus } from '@pm/contract/refund';
import '@/ui/mobile/mobile-parts.css';

const TONE: Record<RefundStatus, string> = {
  REFUND_APPLICATION: 'pm-badge--gold',
  TO_RETURN: 'pm-badge--red',
  RETURNING: 'pm-badge--gold',
  RETIRED: 'pm-badge--gold',
  REFUNDING: 'pm-badge--gold',
  RETURNED: 'pm-badge--green',
  REJECTED: 'pm-badge--red',
  CANCELLED: 'pm-badge--gray',
};

/** A refund's status as a small coloured badge. */
export function RefundStatusBadge({ status, text }: { status: RefundStatus; text: string }) {
  return <span className={`pm-badge ${TONE[status]}`}>{text}</span>;
}
