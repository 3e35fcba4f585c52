import { PLAN_STATUS_LABELS, type PlanStatus } from '@pm/contract/purchasing-plan';
import '@/ui/mobile/mobile-parts.css';

const TONES: Record<PlanStatus, string> = {
  draft: 'pm-badge--gray',
  executing: 'pm-badge--green',
  paused: 'pm-badge--gold',
  completed: 'pm-badge--green',
  closed: 'pm-badge--gray',
};

export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  return <span className={`pm-badge ${TONES[status]}`}>{PLAN_STATUS_LABELS[status]}</span>;
}

/** A plain bar of shares (no chart library). */
export function MobileBar({
  segments,
  label,
}: {
  segments: { percent: number; tone: 'received' | 'ordered' | 'budget' | 'over' }[];
  label: string;
}) {
  return (
    <div className="mp-bar" role="img" aria-label={label}>
      {segments.map((s, i) =>
        s.percent > 0 ? (
          <span key={i} className={`mp-bar__seg--${s.tone}`} style={{ width: `${s.percent}%` }} />
        ) : null,
      )}
    </div>
  );
}
