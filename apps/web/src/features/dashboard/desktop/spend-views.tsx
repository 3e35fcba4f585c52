import { useMemo } from 'react';
import { Table } from 'antd';
import type { SpendBySupplier } from '@pm/contract/dashboard';
import { formatPercent } from '@pm/contract/format';
import { Chart } from '@/ui/desktop/charts/chart';
import { useSpendByCategory } from '../api/spend-by-category';
import { useSpendByDepartment } from '../api/spend-by-department';
import { useSpendByMonth } from '../api/spend-by-month';
import { useSpendBySupplier } from '../api/spend-by-supplier';
import {
  categoryTreemapOption,
  departmentHeatmapOption,
  drillOfCategoryClick,
  drillOfDepartmentClick,
  drillOfMonthClick,
  drillOfSupplierClick,
  otherSuppliersDrill,
  monthStackOption,
  paretoOption,
  paretoRows,
} from '../model/chart-options';
import { exportQuery, type DrillKey } from '../model/drill';
import type { DashFilter } from '../model/filters';
import { formatFen } from '../model/money';
import { DrillLink, ViewPanel } from './view-panel';

export interface ViewProps {
  filter: DashFilter;
  onDrill: (key: DrillKey) => void;
}

const drillTo = (onDrill: ViewProps['onDrill']) => (key: DrillKey | null) => {
  if (key) onDrill(key);
};

/** Spend per month, stacked by top-level category. */
export function MonthView({ filter, onDrill }: ViewProps) {
  const q = useSpendByMonth(filter);
  const option = useMemo(() => (q.data ? monthStackOption(q.data) : null), [q.data]);
  return (
    <ViewPanel
      title="按月采购额"
      hint="每月已下单且未取消的订单金额（扣除已退款），按一级类目堆叠；点击色块查看订单明细"
      query={q}
      exportOf={exportQuery(filter, 'by-month')}
      isEmpty={(d) => d.total === 0}
    >
      {(d) =>
        option && (
          <Chart
            label={`按月采购额，合计 ${formatFen(d.total)}`}
            option={option}
            height={340}
            onClick={(c) => drillTo(onDrill)(drillOfMonthClick(d, c))}
          />
        )
      }
    </ViewPanel>
  );
}

/** Spend per top-level category as a treemap. */
export function CategoryView({ filter, onDrill }: ViewProps) {
  const q = useSpendByCategory(filter);
  const option = useMemo(() => (q.data ? categoryTreemapOption(q.data) : null), [q.data]);
  return (
    <ViewPanel
      title="按类目采购额"
      hint="一级类目的采购金额，面积越大金额越大；点击色块查看订单明细"
      query={q}
      exportOf={exportQuery(filter, 'by-category')}
      isEmpty={(d) => d.total === 0}
    >
      {(d) =>
        option && (
          <Chart
            label={`按类目采购额，合计 ${formatFen(d.total)}`}
            option={option}
            height={300}
            onClick={(c) => drillTo(onDrill)(drillOfCategoryClick(d, c))}
          />
        )
      }
    </ViewPanel>
  );
}

/** Spend per department and month as a heat map. */
export function DepartmentView({ filter, onDrill }: ViewProps) {
  const q = useSpendByDepartment(filter);
  const option = useMemo(() => (q.data ? departmentHeatmapOption(q.data) : null), [q.data]);
  const height = Math.max(300, 100 + (q.data?.departments.length ?? 4) * 36);
  return (
    <ViewPanel
      title="按部门与月份采购额"
      hint="下单人所在部门每月的采购金额，颜色越深金额越大；点击格子查看订单明细"
      query={q}
      exportOf={exportQuery(filter, 'by-department')}
      isEmpty={(d) => d.total === 0}
    >
      {(d) =>
        option && (
          <Chart
            label={`按部门与月份采购额，合计 ${formatFen(d.total)}`}
            option={option}
            height={height}
            onClick={(c) => drillTo(onDrill)(drillOfDepartmentClick(d, c))}
          />
        )
      }
    </ViewPanel>
  );
}

type ParetoRow = ReturnType<typeof paretoRows>[number];

function supplierTable(d: SpendBySupplier, onDrill: ViewProps['onDrill']) {
  return (
    <Table<ParetoRow>
      rowKey={(r) => r.key ?? 'other'}
      size="small"
      pagination={false}
      dataSource={paretoRows(d)}
      columns={[
        { title: '#', width: 44, render: (_v, r, i) => (r.key ? i + 1 : '') },
        { title: '供应商', dataIndex: 'name' },
        {
          title: '采购额',
          dataIndex: 'amount',
          align: 'right',
          render: (v: number, r) => {
            const key = r.key ? { title: r.name, supplierId: r.key } : otherSuppliersDrill(d);
            return key ? <DrillLink onClick={() => onDrill(key)}>{formatFen(v)}</DrillLink> : formatFen(v);
          },
        },
        { title: '占比', dataIndex: 'share', align: 'right', render: (v: number) => formatPercent(v) },
        {
          title: '累计占比',
          dataIndex: 'cumulativeShare',
          align: 'right',
          render: (v: number) => formatPercent(v),
        },
        { title: '订单数', dataIndex: 'orderCount', align: 'right' },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} />
          <Table.Summary.Cell index={1}>合计（{d.supplierCount} 家供应商）</Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            <b data-testid="supplier-total">{formatFen(d.total)}</b>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            {d.total > 0 ? '100.00%' : ''}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} />
          <Table.Summary.Cell index={5} />
        </Table.Summary.Row>
      )}
    />
  );
}

/** Spend per supplier: the top 20 and the rest, with the cumulative share (Pareto), and its table. */
export function SupplierView({ filter, onDrill }: ViewProps) {
  const q = useSpendBySupplier(filter);
  const option = useMemo(() => (q.data ? paretoOption(q.data) : null), [q.data]);
  return (
    <ViewPanel
      title="按供应商采购额（帕累托）"
      hint="金额最大的 20 家供应商与其余供应商合计，折线为累计占比；点击柱子或金额查看订单明细"
      query={q}
      exportOf={exportQuery(filter, 'by-supplier')}
      isEmpty={(d) => d.total === 0}
    >
      {(d) => (
        <div className="pm-dash-row">
          {option && (
            <Chart
              label={`按供应商采购额，${d.supplierCount} 家供应商`}
              option={option}
              height={360}
              onClick={(c) => drillTo(onDrill)(drillOfSupplierClick(d, c))}
            />
          )}
          {supplierTable(d, onDrill)}
        </div>
      )}
    </ViewPanel>
  );
}
