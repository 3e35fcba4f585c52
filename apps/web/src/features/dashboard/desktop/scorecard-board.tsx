import { Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  SCORE_FIGURE_LABELS,
  SCORE_FIGURES,
  type Scorecard,
  type ScoreFigure,
  type Scorecards,
  type ScoreValue,
} from '@pm/contract/dashboard';
import { useScorecards } from '../api/scorecards';
import { exportQuery, type DrillKey } from '../model/drill';
import type { DashFilter } from '../model/filters';
import { formatFen } from '../model/money';
import { insufficientText, SCORE_COLUMN_TITLES, scoreCell } from '../model/scorecard';
import { HintTitle, DrillLink, ViewPanel } from './view-panel';

/** One figure with its sample size; 样本不足（n<5） instead of a figure below the minimum sample. */
export function ScoreFigureCell({
  figure,
  value,
  minSample,
}: {
  figure: ScoreFigure;
  value: ScoreValue;
  minSample: number;
}) {
  const c = scoreCell(figure, value, minSample);
  const text = c.insufficient ? (
    <Tooltip title={c.reason ?? `样本少于 ${minSample}，不给出数字`}>
      <span className="pm-dash-score--short">{c.text}</span>
    </Tooltip>
  ) : (
    <span className="pm-dash-num">{c.text}</span>
  );
  return (
    <div data-score={figure} data-insufficient={c.insufficient ? 'true' : undefined}>
      <div>{text}</div>
      <div className="pm-dash-score__n">{c.sample}</div>
    </div>
  );
}

function columns(
  d: Scorecards,
  nameTitle: string,
  drill: ((r: Scorecard) => void) | null,
): TableColumnsType<Scorecard> {
  return [
    {
      title: nameTitle,
      dataIndex: 'name',
      fixed: 'left',
      width: 200,
      render: (v: string, r) => (drill ? <DrillLink onClick={() => drill(r)}>{v}</DrillLink> : v),
    },
    { title: '订单数', dataIndex: 'orderCount', align: 'right', width: 80 },
    { title: '金额', dataIndex: 'amount', align: 'right', width: 130, render: (v: number) => formatFen(v) },
    ...SCORE_FIGURES.map((f) => ({
      title: <HintTitle title={SCORE_COLUMN_TITLES[f]} hint={SCORE_FIGURE_LABELS[f]} />,
      key: f,
      width: 130,
      render: (_v: unknown, r: Scorecard) => (
        <ScoreFigureCell figure={f} value={r[f]} minSample={d.minSample} />
      ),
    })),
  ];
}

function SampleNote({ minSample }: { minSample: number }) {
  return (
    <p className="pm-dash-note">
      每个数字下方是它的样本量 n；样本少于 {minSample} 时不给出数字，显示「{insufficientText(minSample)}
      」，以免几笔订单得出极端的评分。
    </p>
  );
}

/** A supplier's own board: its figures across all buyers, then per buyer (anonymised). */
function OwnBoard({ d }: { d: Scorecards }) {
  return (
    <>
      {d.overall && (
        <div className="pm-dash-cards" data-testid="own-scorecard">
          {SCORE_FIGURES.map((f) => (
            <div key={f} className="pm-dash-card">
              <div className="pm-dash-card__label">
                <HintTitle title={SCORE_COLUMN_TITLES[f]} hint={SCORE_FIGURE_LABELS[f]} />
              </div>
              <div className="pm-dash-card__value">
                <ScoreFigureCell figure={f} value={d.overall![f]} minSample={d.minSample} />
              </div>
            </div>
          ))}
        </div>
      )}
      <h3 className="pm-dash-subtitle">按买家（已匿名）</h3>
      <Table<Scorecard>
        rowKey="key"
        size="small"
        scroll={{ x: 1100 }}
        pagination={d.records.length > 20 ? { pageSize: 20 } : false}
        dataSource={d.records}
        columns={columns(d, '买家', null)}
      />
    </>
  );
}

/** 供应商数据看板: a scorecard per supplier (buyers), or the supplier's own board (suppliers). */
export function ScorecardBoard({
  filter,
  onDrill,
}: {
  filter: DashFilter;
  /** Drill a supplier's row into its order lines; null where the lines are not the caller's to see. */
  onDrill: ((key: DrillKey) => void) | null;
}) {
  const q = useScorecards(filter);
  const own = q.data?.scope === 'supplier';
  return (
    <ViewPanel
      title={own ? '我的履约表现' : '供应商绩效'}
      hint="准时发货、退款退货、售后响应、价格与竞价，每项注明样本量"
      query={q}
      exportOf={exportQuery(filter, 'scorecards')}
      isEmpty={(d) => d.records.length === 0 && (d.overall === null || d.overall.orderCount === 0)}
      empty="所选范围内没有订单，暂无绩效数据"
      skeletonRows={8}
    >
      {(d) => (
        <>
          {d.scope === 'supplier' ? (
            <OwnBoard d={d} />
          ) : (
            <Table<Scorecard>
              rowKey="key"
              size="small"
              scroll={{ x: 1200 }}
              pagination={d.records.length > 20 ? { pageSize: 20 } : false}
              dataSource={d.records}
              columns={columns(
                d,
                '供应商',
                onDrill ? (r) => onDrill({ title: r.name, supplierId: r.key }) : null,
              )}
            />
          )}
          <SampleNote minSample={d.minSample} />
        </>
      )}
    </ViewPanel>
  );
}
