import { useMemo, useState } from 'react';
import { Progress, Table } from 'antd';
import { Link } from 'react-router';
import type { BudgetVsActual, SavingBaseline, Savings, StatusFunnel, TopGoods } from '@pm/contract/dashboard';
import { formatPercent } from '@pm/contract/format';
import { Chart } from '@/ui/desktop/charts/chart';
import { useBudgetVsActual } from '../api/budget-vs-actual';
import { useSavings } from '../api/savings';
import { useStatusFunnel } from '../api/status-funnel';
import { useTopGoods } from '../api/top-goods';
import { budgetOption, drillOfFunnelClick, funnelOption } from '../model/chart-options';
import { exportQuery, type LineStatus } from '../model/drill';
import { formatFen } from '../model/money';
import type { ViewProps } from './spend-views';
import { SavingDrawer } from './saving-drawer';
import { DrillLink, ViewPanel } from './view-panel';

type BudgetRow = BudgetVsActual['records'][number];

/**
 * Budget against actual, from the purchasing plans whose period meets the range: hidden while the
 * organization has no plans (nothing to compare with).
 */
export function BudgetView({ filter, linkPlans }: Omit<ViewProps, 'onDrill'> & { linkPlans: boolean }) {
  const q = useBudgetVsActual(filter);
  const option = useMemo(() => (q.data ? budgetOption(q.data) : null), [q.data]);
  if (!q.data || q.data.records.length === 0) return null;
  const height = Math.max(200, 80 + q.data.records.length * 48);
  return (
    <ViewPanel
      title="预算与实际"
      hint="采购计划的预算，与计划下的订单已占用和已收货的金额"
      query={q}
      exportOf={exportQuery(filter, 'budget')}
    >
      {(d) => (
        <div className="pm-dash-row">
          {option && <Chart label="采购计划预算与实际" option={option} height={Math.min(height, 420)} />}
          <Table<BudgetRow>
            rowKey="planId"
            size="small"
            pagination={d.records.length > 8 ? { pageSize: 8, size: 'small' } : false}
            dataSource={d.records}
            columns={[
              {
                title: '采购计划',
                dataIndex: 'name',
                render: (v: string, r) => (
                  <div>
                    <div>
                      {linkPlans ? (
                        <Link to={`/shop/person/plan/${r.planId}`} title="查看计划与其订单">
                          {v}
                        </Link>
                      ) : (
                        v
                      )}
                    </div>
                    <div className="pm-dash-sub">
                      {r.period} · {r.departmentName}
                    </div>
                  </div>
                ),
              },
              { title: '预算', dataIndex: 'budget', align: 'right', render: (v: number) => formatFen(v) },
              {
                title: '已占用',
                dataIndex: 'committed',
                align: 'right',
                render: (v: number) => formatFen(v),
              },
              { title: '已收货', dataIndex: 'received', align: 'right', render: (v: number) => formatFen(v) },
              {
                title: '执行率',
                width: 120,
                render: (_v, r) => (
                  <Progress
                    size="small"
                    percent={r.budget > 0 ? Math.round((r.committed / r.budget) * 100) : 0}
                    status={r.committed > r.budget ? 'exception' : 'normal'}
                  />
                ),
              },
            ]}
          />
        </div>
      )}
    </ViewPanel>
  );
}

type StatusRow = StatusFunnel['statuses'][number];

/** Orders at each stage (the funnel) and per status, each status drilling into its lines. */
export function FunnelView({ filter, onDrill }: ViewProps) {
  const q = useStatusFunnel(filter);
  const option = useMemo(() => (q.data ? funnelOption(q.data) : null), [q.data]);
  return (
    <ViewPanel
      title="订单状态"
      hint="所选范围内下单的订单在各阶段的笔数；点击状态的笔数查看订单明细"
      query={q}
      exportOf={exportQuery(filter, 'funnel')}
      isEmpty={(d) => d.total === 0}
    >
      {(d) => (
        <div className="pm-dash-row">
          {option && (
            <Chart
              label={`订单状态漏斗，共 ${d.total} 笔`}
              option={option}
              height={260}
              onClick={(c) => {
                const key = drillOfFunnelClick(d, c);
                if (key) onDrill(key);
              }}
            />
          )}
          <Table<StatusRow>
            rowKey="status"
            size="small"
            pagination={false}
            dataSource={d.statuses}
            columns={[
              { title: '状态', dataIndex: 'label' },
              {
                title: '订单数',
                dataIndex: 'count',
                align: 'right',
                render: (v: number, r) => (
                  <DrillLink onClick={() => onDrill({ title: r.label, status: r.status as LineStatus })}>
                    {v} 笔
                  </DrillLink>
                ),
              },
              { title: '金额', dataIndex: 'amount', align: 'right', render: (v: number) => formatFen(v) },
            ]}
          />
        </div>
      )}
    </ViewPanel>
  );
}

type GoodsRow = TopGoods['records'][number];

/** The goods bought for the most money. */
export function TopGoodsView({ filter, onDrill }: ViewProps) {
  const q = useTopGoods(filter);
  return (
    <ViewPanel
      title="采购最多的商品"
      hint="按采购金额排序的前 20 个商品；点击金额查看订单明细"
      query={q}
      exportOf={exportQuery(filter, 'top-goods')}
      isEmpty={(d) => d.records.length === 0}
    >
      {(d) => (
        <Table<GoodsRow>
          rowKey="goodsId"
          size="small"
          pagination={false}
          scroll={{ y: 420 }}
          dataSource={d.records}
          columns={[
            { title: '#', width: 44, render: (_v, _r, i) => i + 1 },
            { title: '商品', dataIndex: 'name', ellipsis: true },
            {
              title: '数量',
              dataIndex: 'quantity',
              align: 'right',
              width: 90,
              render: (v: number, r) => `${v} ${r.unit}`,
            },
            {
              title: '金额',
              dataIndex: 'amount',
              align: 'right',
              width: 130,
              render: (v: number, r) => (
                <DrillLink onClick={() => onDrill({ title: r.name, goodsId: r.goodsId })}>
                  {formatFen(v)}
                </DrillLink>
              ),
            },
            { title: '订单行', dataIndex: 'lineCount', align: 'right', width: 70 },
          ]}
        />
      )}
    </ViewPanel>
  );
}

type SavingRow = Savings['items'][number];

/** Savings, each against its named baseline, with the sample behind it and why a figure is empty. */
export function SavingsView({ filter, linkOrders = false }: ViewProps & { linkOrders?: boolean }) {
  const q = useSavings(filter);
  const [open, setOpen] = useState<SavingBaseline | null>(null);
  return (
    <>
      <ViewPanel
        title="节约金额"
        hint="每项节约都注明基准：基准金额减去实际支付金额"
        query={q}
        exportOf={exportQuery(filter, 'savings')}
        isEmpty={(d) => d.items.length === 0}
      >
        {(d) => (
          <>
            <Table<SavingRow>
              rowKey="baseline"
              size="small"
              pagination={false}
              dataSource={d.items}
              columns={[
                {
                  title: '基准',
                  dataIndex: 'label',
                  render: (v: string, r) => (
                    <div>
                      <div>{v}</div>
                      {r.note && <div className="pm-dash-sub">{r.note}</div>}
                    </div>
                  ),
                },
                {
                  title: '基准金额',
                  dataIndex: 'baselineAmount',
                  align: 'right',
                  render: (v: number) => formatFen(v),
                },
                {
                  title: '实付',
                  dataIndex: 'paidAmount',
                  align: 'right',
                  render: (v: number) => formatFen(v),
                },
                {
                  title: '节约',
                  dataIndex: 'saving',
                  align: 'right',
                  render: (v: number, r) => {
                    const rate = r.baselineAmount > 0 ? `（${formatPercent(v / r.baselineAmount)}）` : '';
                    const text = `${formatFen(v)}${rate}`;
                    // each baseline drills to what it rests on: order lines, accepted quotes, awarded items
                    return r.n > 0 ? <DrillLink onClick={() => setOpen(r.baseline)}>{text}</DrillLink> : text;
                  },
                },
                { title: '样本', dataIndex: 'n', align: 'right', width: 70, render: (v: number) => `n=${v}` },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} />
                  <Table.Summary.Cell index={2} />
                  <Table.Summary.Cell index={3} align="right">
                    <b>{formatFen(d.total)}</b>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} />
                </Table.Summary.Row>
              )}
            />
          </>
        )}
      </ViewPanel>
      <SavingDrawer filter={filter} baseline={open} linkOrders={linkOrders} onClose={() => setOpen(null)} />
    </>
  );
}
