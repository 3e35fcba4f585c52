import { useEffect, useState } from 'react';
import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { DashboardLine } from '@pm/contract/dashboard';
import { useDashboardLines } from '../api/dashboard-lines';
import { drillQuery, exportQuery, type DrillKey } from '../model/drill';
import type { DashFilter } from '../model/filters';
import { formatFen } from '../model/money';
import { recordColumns, RecordsDrawer } from './records-drawer';

function columns(linkOrders: boolean): TableColumnsType<DashboardLine> {
  return [
    recordColumns.time<DashboardLine>('createdAt', '下单时间'),
    {
      title: '订单号',
      dataIndex: 'orderNo',
      width: 170,
      render: (v: string, r) => recordColumns.orderLink(v, r.orderId, linkOrders),
    },
    recordColumns.goods<DashboardLine>(),
    { title: '供应商', dataIndex: 'supplierName', width: 140 },
    {
      title: '下单人',
      dataIndex: 'userName',
      width: 100,
      render: (v: string, r) => (
        <div>
          <div>{v}</div>
          <div className="pm-dash-sub">{r.departmentName}</div>
        </div>
      ),
    },
    recordColumns.quantity<DashboardLine>('num', 72),
    {
      title: '单价',
      dataIndex: 'price',
      align: 'right',
      width: 104,
      render: (v: number, r) => (
        <div>
          <div>{formatFen(v)}</div>
          {r.listPrice !== null && r.listPrice !== v && (
            <div className="pm-dash-sub">标价 {formatFen(r.listPrice)}</div>
          )}
        </div>
      ),
    },
    { title: '金额', dataIndex: 'amount', align: 'right', width: 110, render: (v: number) => formatFen(v) },
    {
      title: '已退款',
      dataIndex: 'refundAmount',
      align: 'right',
      width: 100,
      render: (v: number) => (v > 0 ? formatFen(v) : '—'),
    },
    {
      title: '状态',
      dataIndex: 'statusLabel',
      width: 84,
      render: (v: string, r) => <Tag color={r.status === 'CANCELLED' ? 'default' : 'blue'}>{v}</Tag>,
    },
  ];
}

/** The order lines behind a figure, paged, each linking to its order; exported as they are filtered. */
export function DrillDrawer({
  filter,
  drill,
  linkOrders,
  onClose,
}: {
  filter: DashFilter;
  drill: DrillKey | null;
  linkOrders: boolean;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [drill]);
  const lines = useDashboardLines(drillQuery(filter, drill ?? { title: '' }, page), drill !== null);
  return (
    <RecordsDrawer
      open={drill !== null}
      title={drill ? `订单明细：${drill.title}` : '订单明细'}
      filter={filter}
      exportQuery={drill && exportQuery(filter, 'lines', drill)}
      query={lines}
      summary={(data) => (
        <>
          <span>
            数量 <b>{data.totals.num}</b>
          </span>
          <span>
            金额 <b data-testid="drill-amount">{formatFen(data.totals.amount)}</b>
          </span>
          {data.totals.refundAmount > 0 && <span>已退款 {formatFen(data.totals.refundAmount)}</span>}
        </>
      )}
      columns={columns(linkOrders)}
      unit="行"
      emptyText="没有符合条件的订单行"
      page={page}
      onPage={setPage}
      onClose={onClose}
    />
  );
}
