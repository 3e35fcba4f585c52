import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { DashboardView } from '@pm/contract/dashboard';
import { useSavings } from '../api/savings';
import { useSpendByMonth } from '../api/spend-by-month';
import { useSpendBySupplier } from '../api/spend-by-supplier';
import { useStatusFunnel } from '../api/status-funnel';
import { formatFen } from '../model/money';
import type { ViewProps } from './spend-views';
import { DrillLink } from './view-panel';

function Kpi({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="pm-dash-kpi" data-testid={testId}>
      <div className="pm-dash-kpi__label">{label}</div>
      <div className="pm-dash-kpi__value">
        {value === undefined ? <Skeleton.Input active size="small" /> : value}
      </div>
      {note && <div className="pm-dash-kpi__note">{note}</div>}
    </div>
  );
}

/** The range's headline figures: spend, orders, suppliers, savings; spend and orders open their lines. */
export function Kpis({ filter, onDrill, views }: ViewProps & { views: readonly DashboardView[] }) {
  const month = useSpendByMonth(filter, views.includes('by-month'));
  const funnel = useStatusFunnel(filter, views.includes('funnel'));
  const suppliers = useSpendBySupplier(filter, views.includes('by-supplier'));
  const savings = useSavings(filter, views.includes('savings'));
  const all = () => onDrill({ title: '所选范围内的全部订单行' });
  const shown = (view: DashboardView, value: ReactNode) => (views.includes(view) ? value : '—');
  return (
    <div className="pm-dash-kpis">
      <Kpi
        label="采购总额"
        testId="kpi-spend"
        value={shown(
          'by-month',
          month.data && <DrillLink onClick={all}>{formatFen(month.data.total)}</DrillLink>,
        )}
        note="已下单未取消，扣除已退款"
      />
      <Kpi
        label="订单数"
        value={shown('funnel', funnel.data && <DrillLink onClick={all}>{funnel.data.total} 笔</DrillLink>)}
        note="含已取消的订单"
      />
      <Kpi
        label="供应商"
        value={shown('by-supplier', suppliers.data && `${suppliers.data.supplierCount} 家`)}
        note={suppliers.data?.records[0] ? `最大：${suppliers.data.records[0].name}` : '—'}
      />
      <Kpi
        label="节约金额"
        value={shown('savings', savings.data && formatFen(savings.data.total))}
        note="各项基准见下方「节约金额」"
      />
    </div>
  );
}
