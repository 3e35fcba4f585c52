import { useEffect, useState } from 'react';
import { Drawer, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import type { DashboardLine } from '@pm/contract/dashboard';
import { QueryError } from '@/ui/desktop/query-error';
import { useDashboardLines } from '../api/dashboard-lines';
import { DRILL_PAGE_SIZE, drillQuery, exportQuery, type DrillKey } from '../model/drill';
import type { DashFilter } from '../model/filters';
import { rangeLabel } from '../model/filters';
import { formatFen } from '../model/money';
import { ExportButton } from './view-panel';

function columns(linkOrders: boolean): TableColumnsType<DashboardLine> {
  return [
    {
      title: '下单时间',
      dataIndex: 'createdAt',
      width: 120,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: '订单号',
      dataIndex: 'orderNo',
      width: 170,
      render: (v: string, r) =>
        linkOrders ? (
          <Link to={`/shop/person/order/${r.orderId}`} target="_blank" rel="noopener">
            {v}
          </Link>
        ) : (
          v
        ),
    },
    {
      title: '商品',
      dataIndex: 'name',
      render: (v: string, r) => (
        <div>
          <div>{v}</div>
          {r.spec && <div className="pm-dash-sub">{r.spec}</div>}
        </div>
      ),
    },
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
    {
      title: '数量',
      dataIndex: 'num',
      align: 'right',
      width: 72,
      render: (v: number, r) => `${v} ${r.unit}`,
    },
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
  const data = lines.data;
  return (
    <Drawer
      open={drill !== null}
      onClose={onClose}
      size="92%"
      destroyOnHidden
      title={drill ? `订单明细：${drill.title}` : '订单明细'}
      extra={drill && <ExportButton query={exportQuery(filter, 'lines', drill)} disabled={!data?.total} />}
    >
      {drill && (
        <>
          <p className="pm-dash-drill-head">
            <span>{rangeLabel(filter)}</span>
            {data && (
              <>
                <span>
                  共 <b>{data.total}</b> 行
                </span>
                <span>
                  数量 <b>{data.totals.num}</b>
                </span>
                <span>
                  金额 <b data-testid="drill-amount">{formatFen(data.totals.amount)}</b>
                </span>
                {data.totals.refundAmount > 0 && <span>已退款 {formatFen(data.totals.refundAmount)}</span>}
              </>
            )}
          </p>
          {lines.isError && !data ? (
            <QueryError error={lines.error} onRetry={() => void lines.refetch()} />
          ) : (
            <Table<DashboardLine>
              rowKey="id"
              size="small"
              loading={lines.isFetching}
              columns={columns(linkOrders)}
              dataSource={data?.records ?? []}
              locale={{ emptyText: '没有符合条件的订单行' }}
              pagination={{
                current: page,
                pageSize: DRILL_PAGE_SIZE,
                total: data?.total ?? 0,
                showSizeChanger: false,
                showTotal: (t) => `共 ${t} 行`,
                onChange: setPage,
              }}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
