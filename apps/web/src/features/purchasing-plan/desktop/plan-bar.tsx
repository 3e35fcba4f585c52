/** A plain CSS bar of shares (no chart library): segments from the left, each a share of the whole in percent. */
export function PlanBar({
  segments,
  label,
  thin = false,
}: {
  segments: { percent: number; tone: 'received' | 'ordered' | 'budget' | 'over' }[];
  /** What the bar shows, for screen readers. */
  label: string;
  thin?: boolean;
}) {
  return (
    <div className={thin ? 'plan-bar plan-bar--thin' : 'plan-bar'} role="img" aria-label={label}>
      {segments.map((s, i) =>
        s.percent > 0 ? (
          <span
            key={i}
            className={`plan-bar__seg plan-bar__seg--${s.tone}`}
            style={{ width: `${s.percent}%` }}
          />
        ) : null,
      )}
    </div>
  );
}
