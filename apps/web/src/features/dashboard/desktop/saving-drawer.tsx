import { useEffect, useState } from 'react';
import type { TableColumnsType } from 'antd';
import type { SavingBaseline, SavingLine } from '@pm/contract/dashboard';
import { SAVING_BASELINE_LABELS } from '@pm/contract/dashboard';
import { useSavingLines } from '../api/saving-lines';
import { savingExportQuery, savingLinesQuery } from '../model/drill';
import type { DashFilter } from '../model/filters';
import { formatFen } from '../model/money';
import { recordColumns, RecordsDrawer } from './records-drawer';

const REFERENCE: Record<SavingBaseline, string> = {
  listPrice: '订单号',
  quotation: '询价单号',
  bidding: '竞价编号',
};

function columns(baseline: SavingBaseline, linkOrders: boolean): TableColumnsType<SavingLine> {
  return [
    recordColumns.time<SavingLine>('at', '时间'),
    {
      title: REFERENCE[baseline],
      dataIndex: 'reference',
      width: 170,
      render: (v: string, r) => (
        <div>
          <div>{recordColumns.orderLink(v, r.orderId, linkOrders)}</div>
          {r.title && <div className="pm-dash-sub">{r.title}</div>}
        </div>
      ),
    },
    recordColumns.goods<SavingLine>(),
    { title: '供应商', dataIndex: 'supplierName', width: 150 },
    recordColumns.quantity<SavingLine>('quantity', 80),
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
  return (
    <RecordsDrawer
      open={baseline !== null}
      title={baseline ? `节约明细：${SAVING_BASELINE_LABELS[baseline]}` : '节约明细'}
      filter={filter}
      exportQuery={baseline && savingExportQuery(filter, baseline)}
      query={q}
      summary={(data) => (
        <>
          <span>基准金额 {formatFen(data.totals.baselineAmount)}</span>
          <span>实付 {formatFen(data.totals.paidAmount)}</span>
          <span>
            节约 <b data-testid="saving-total">{formatFen(data.totals.saving)}</b>
          </span>
        </>
      )}
      columns={columns(baseline ?? 'listPrice', linkOrders)}
      unit="项"
      emptyText="范围内没有节约明细"
      page={page}
      onPage={setPage}
      onClose={onClose}
    />
  );
}
