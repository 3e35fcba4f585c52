import type { ReactNode } from 'react';
import { Drawer, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import type { DashboardExportQuery } from '@pm/contract/dashboard';
import { QueryError } from '@/ui/desktop/query-error';
import { DRILL_PAGE_SIZE } from '../model/drill';
import { rangeLabel, type DashFilter } from '../model/filters';
import { ExportButton } from './view-panel';

/** The columns the drill-downs share: a time, an order number (linked when allowed), goods, quantity. */
export const recordColumns = {
  time: <T,>(dataIndex: keyof T & string, title: string): TableColumnsType<T>[number] => ({
    title,
    dataIndex,
    width: 120,
    render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
  }),
  orderLink: (text: string, orderId: string | null, linkOrders: boolean): ReactNode =>
    linkOrders && orderId ? (
      <Link to={`/shop/person/order/${orderId}`} target="_blank" rel="noopener">
        {text}
      </Link>
    ) : (
      text
    ),
  goods: <T extends { name: string; spec: string }>(): TableColumnsType<T>[number] => ({
    title: '商品',
    dataIndex: 'name',
    render: (v: string, r: T) => (
      <div>
        <div>{v}</div>
        {r.spec && <div className="pm-dash-sub">{r.spec}</div>}
      </div>
    ),
  }),
  quantity: <T extends { unit: string }>(
    dataIndex: keyof T & string,
    width: number,
  ): TableColumnsType<T>[number] => ({
    title: '数量',
    dataIndex,
    align: 'right',
    width,
    render: (v: number, r: T) => `${v} ${r.unit}`,
  }),
};

/** A page of records and what the drawer's query says of them. */
interface RecordsQuery<P> {
  data: P | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * One drill-down drawer: the records behind a figure, paged, with their totals above and the xlsx export of
 * all of them (order lines, the savings' observations: each a column set and a summary).
 */
export function RecordsDrawer<T extends { id: string }, P extends { records: T[]; total: number }>({
  open,
  title,
  filter,
  exportQuery,
  query,
  summary,
  columns,
  unit,
  emptyText,
  page,
  onPage,
  onClose,
}: {
  open: boolean;
  title: string;
  filter: DashFilter;
  exportQuery: DashboardExportQuery | null;
  query: RecordsQuery<P>;
  /** What the totals say, above the table (shown once data is there). */
  summary: (data: P) => ReactNode;
  columns: TableColumnsType<T>;
  /** 行 or 项. */
  unit: string;
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
  onClose: () => void;
}) {
  const data = query.data;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="92%"
      destroyOnHidden
      title={title}
      extra={exportQuery && <ExportButton query={exportQuery} disabled={!data?.total} />}
    >
      {open && (
        <>
          <p className="pm-dash-drill-head">
            <span>{rangeLabel(filter)}</span>
            {data && (
              <>
                <span>
                  共 <b>{data.total}</b> {unit}
                </span>
                {summary(data)}
              </>
            )}
          </p>
          {query.isError && !data ? (
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          ) : (
            <Table<T>
              rowKey="id"
              size="small"
              loading={query.isFetching}
              columns={columns}
              dataSource={data?.records ?? []}
              locale={{ emptyText }}
              pagination={{
                current: page,
                pageSize: DRILL_PAGE_SIZE,
                total: data?.total ?? 0,
                showSizeChanger: false,
                showTotal: (t) => `共 ${t} ${unit}`,
                onChange: onPage,
              }}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
