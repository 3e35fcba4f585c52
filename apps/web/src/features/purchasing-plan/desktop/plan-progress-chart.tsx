import type { PlanLine } from '@pm/contract/purchasing-plan';
import { lineProgress } from '../model/plan-view';

const WIDTH = 760;
const ROW = 26;
const LABEL = 200;
const FIGURE = 150;
const BAR = WIDTH - LABEL - FIGURE - 16;
/** Lines drawn; a longer plan names how many more it holds. */
export const CHART_MAX_LINES = 15;

const COLORS = { received: '#52c41a', ordered: '#1677ff', rest: '#f0f0f0' };

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The progress chart of a plan (plain SVG, no chart library): one bar per line, its planned quantity the
 * whole, received in green and ordered (not yet received) in blue, the figures on the right.
 */
export function PlanProgressChart({ lines }: { lines: readonly PlanLine[] }) {
  const shown = lines.slice(0, CHART_MAX_LINES);
  const height = shown.length * ROW + 4;
  return (
    <figure className="plan-chart-box" aria-label="计划执行进度图">
      <svg
        className="plan-chart"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label="各明细的已下单与已收货进度"
      >
        {shown.map((l, i) => {
          const p = lineProgress(l);
          const y = i * ROW + 4;
          const received = (BAR * p.received) / 100;
          const ordered = Math.max(0, (BAR * p.ordered) / 100 - received);
          return (
            <g key={l.id}>
              <title>{`${l.name}：计划 ${l.plannedQuantity}，已下单 ${l.orderedQuantity}，已收货 ${l.receivedQuantity}，待采购 ${l.pendingQuantity} ${l.unit}`}</title>
              <text x={0} y={y + 13} fontSize={12} fill="rgba(0,0,0,0.75)">
                {cut(l.name, 15)}
              </text>
              <rect x={LABEL} y={y + 2} width={BAR} height={14} rx={3} fill={COLORS.rest} />
              {received > 0 ? (
                <rect x={LABEL} y={y + 2} width={received} height={14} rx={3} fill={COLORS.received} />
              ) : null}
              {ordered > 0 ? (
                <rect
                  x={LABEL + received}
                  y={y + 2}
                  width={ordered}
                  height={14}
                  rx={received > 0 ? 0 : 3}
                  fill={COLORS.ordered}
                />
              ) : null}
              <text x={LABEL + BAR + 10} y={y + 13} fontSize={12} fill="rgba(0,0,0,0.65)">
                {`${l.orderedQuantity} / ${l.plannedQuantity} ${cut(l.unit, 4)}（${p.ordered}%）`}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="plan-chart__legend">
        <span>
          <i style={{ background: COLORS.received }} />
          已收货
        </span>
        <span>
          <i style={{ background: COLORS.ordered }} />
          已下单未收货
        </span>
        <span>
          <i style={{ background: '#d9d9d9' }} />
          待采购
        </span>
        {lines.length > shown.length ? <span>另有 {lines.length - shown.length} 条明细见下表</span> : null}
      </figcaption>
    </figure>
  );
}
