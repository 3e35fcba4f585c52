import { lineDiff } from '../model/material-text';

const COLORS = { same: 'transparent', added: '#d9f7be', removed: '#ffccc7' } as const;
const SIGNS = { same: ' ', added: '+', removed: '−' } as const;

/** The difference between two versions, line by line. */
export function DiffView({ before, after }: { before: string; after: string }) {
  return (
    <div
      style={{ fontSize: 13, border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}
      data-testid="diff-view"
    >
      {lineDiff(before, after).map((l, i) => (
        <div
          key={i}
          style={{
            background: COLORS[l.kind],
            whiteSpace: 'pre-wrap',
            textDecoration: l.kind === 'removed' ? 'line-through' : 'none',
          }}
        >
          <span style={{ display: 'inline-block', width: 16, color: '#86909c' }}>{SIGNS[l.kind]}</span>
          {l.text}
        </div>
      ))}
    </div>
  );
}
