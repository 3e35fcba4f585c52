import type { OrderRecordStatus } from '@pm/contract/order';
import '@/ui/mobile/mobile-parts.css';

const TONE: Partial<Record<OrderRecordStatus, string>> = {
  APPROVING: 'pm-badge--red',
  PACKAGING: 'pm-badge--gold',
  DELIVERED: 'pm-badge--red',
  DONE: 'pm-badge--green',
  CANCELLED: 'pm-badge--gray',
};

/** An order's status as a small coloured badge (after-sales statuses in gold). */
export function StatusBadge({ status, text }: { status: OrderRecordStatus; text: string }) {
  return <span className={`pm-badge ${TONE[status] ?? 'pm-badge--gold'}`}>{text}</span>;
}
