import { useEffect, useState } from 'react';
import { Drawer, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import type { SavingBaseline, SavingLine } from '@pm/contract/dashboard';
import { SAVING_BASELINE_LABELS } from '@pm/contract/dashboard';
import { QueryError } from '@/ui/desktop/query-error';
import { useSavingLines } from '../api/saving-lines';
import { DRILL_PAGE_SIZE, savingExportQuery, savingLinesQuery } from '../model/drill';
import { rangeLabel, type DashFilter } from '../model/filters';
import { formatFen } from '../model/money';
import { ExportButton } from './view-panel';

const REFERENCE: Record<SavingBaseline, string> = {
  listPrice: '订单号',
  quotation: '询价单号',
  bidding: '竞价编号',
};

function columns(baseline: SavingBaseline, linkOrders: boolean): TableColumnsType<SavingLine> {
  return [
    {
      title: '时间',
      dataIndex: 'at',
      width: 120,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: REFERENCE[baseline],
      dataIndex: 'reference',
      width: 170,
      render: (v: string, r) => (
        <div>
          <div>
            {linkOrders && r.orderId ? (
              <Link to={`/shop/person/order/${r.orderId}`} target="_blank" rel="noopener">
                {v}
              </Link>
            ) : (
              v
            )}
          </div>
          {r.title && <div className="pm-dash-sub">{r.title}</div>}
        </div>
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
    { title: '供应商', dataIndex: 'supplierName', width: 150 },
    {
      title: '数量',
      dataIndex: 'quantity',
      align: 'right',
      width: 80,
      render: (v: number, r) => `${v} ${r.unit}`,
    },
    {
      title: '基准单价',
      dataIndex: 'baselinePrice',
      align: 'right',
      width: 130,
      render: (v: number, r) => (
        <div>
          <div>{formatFen(v)}</div>
          <div className="pm-dash-sub">{r.basis}</div>
        </div>
      ),
    },
    {
      title: '成交单价',
      dataIndex: 'price',
      align: 'right',
      width: 104,
      render: (v: number) => formatFen(v),
    },
    { title: '节约', dataIndex: 'saving', align: 'right', width: 110, render: (v: number) => formatFen(v) },
  ];
}

/** What one savings baseline rests on: its order lines, accepted quotes or awarded items, paged. */
export function SavingDrawer({
  filter,
  baseline,
  linkOrders,
  onClose,
}: {
  filter: DashFilter;
  baseline: SavingBaseline | null;
  linkOrders: boolean;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [baseline]);
  const q = useSavingLines(savingLinesQuery(filter, baseline ?? 'listPrice', page), baseline !== null);
  const data = q.data;
  return (
    <Drawer
      open={baseline !== null}
      onClose={onClose}
      size="92%"
      destroyOnHidden
      title={baseline ? `节约明细：${SAVING_BASELINE_LABELS[baseline]}` : '节约明细'}
      extra={baseline && <ExportButton query={savingExportQuery(filter, baseline)} disabled={!data?.total} />}
    >
      {baseline && (
        <>
          <p className="pm-dash-drill-head">
            <span>{rangeLabel(filter)}</span>
            {data && (
              <>
                <span>
                  共 <b>{data.total}</b> 项
                </span>
                <span>基准金额 {formatFen(data.totals.baselineAmount)}</span>
                <span>实付 {formatFen(data.totals.paidAmount)}</span>
                <span>
                  节约 <b data-testid="saving-total">{formatFen(data.totals.saving)}</b>
                </span>
              </>
            )}
          </p>
          {q.isError && !data ? (
            <QueryError error={q.error} onRetry={() => void q.refetch()} />
          ) : (
            <Table<SavingLine>
              rowKey="id"
              size="small"
              loading={q.isFetching}
              columns={columns(baseline, linkOrders)}
              dataSource={data?.records ?? []}
              locale={{ emptyText: '范围内没有节约明细' }}
              pagination={{
                current: page,
                pageSize: DRILL_PAGE_SIZE,
                total: data?.total ?? 0,
                showSizeChanger: false,
                showTotal: (t) => `共 ${t} 项`,
                onChange: setPage,
              }}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
