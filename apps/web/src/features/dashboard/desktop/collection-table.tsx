import { useEffect, useState } from 'react';
import { Table } from 'antd';
import dayjs from 'dayjs';
import type { CollectionRow } from '@pm/contract/dashboard';
import { Sparkline } from '@/ui/desktop/charts/sparkline';
import { useCollection } from '../api/collection';
import { exportQuery, type DrillKey } from '../model/drill';
import type { DashFilter } from '../model/filters';
import { formatFen } from '../model/money';
import { DrillLink, ViewPanel } from './view-panel';

/** Rows per page of 采购汇总. */
export const COLLECTION_PAGE_SIZE = 20;

function trendLabel(r: CollectionRow): string {
  const known = r.trend.filter((t) => t.averagePrice !== null);
  if (known.length === 0) return '无价格走势';
  return `价格走势：${known.map((t) => `${t.month} ${formatFen(t.averagePrice)}`).join('，')}`;
}

/**
 * 采购汇总: per goods and supplier in the range, quantity, amount, average and last price and the monthly
 * average price as a sparkline; paged; totals; exported and printed as it is filtered.
 */
export function CollectionTable({ filter, onDrill }: { filter: DashFilter; onDrill: (k: DrillKey) => void }) {
  const [page, setPage] = useState(1);
  const key = `${filter.from}|${filter.to}|${filter.departmentId ?? ''}`;
  useEffect(() => setPage(1), [key]);
  const q = useCollection({ ...filter, page, limit: COLLECTION_PAGE_SIZE });
  return (
    <ViewPanel
      title="按商品与供应商汇总"
      hint="所选范围内每个商品在每家供应商的采购数量与金额（已下单未取消，扣除已退款）；点击金额查看订单明细"
      query={q}
      exportOf={exportQuery(filter, 'collection')}
      isEmpty={(d) => d.total === 0}
      skeletonRows={10}
    >
      {(d) => (
        <Table<CollectionRow>
          rowKey={(r) => `${r.goodsId}-${r.supplierId}`}
          size="small"
          loading={q.isFetching}
          dataSource={d.records}
          pagination={{
            current: page,
            pageSize: COLLECTION_PAGE_SIZE,
            total: d.total,
            showSizeChanger: false,
            showTotal: (t) => `共 ${t} 项`,
            onChange: setPage,
          }}
          columns={[
            { title: '商品', dataIndex: 'name' },
            { title: '供应商', dataIndex: 'supplierName', width: 200 },
            {
              title: '数量',
              dataIndex: 'quantity',
              align: 'right',
              width: 100,
              render: (v: number, r) => `${v} ${r.unit}`,
            },
            {
              title: '金额',
              dataIndex: 'amount',
              align: 'right',
              width: 130,
              render: (v: number, r) => (
                <DrillLink
                  onClick={() =>
                    onDrill({
                      title: `${r.name} · ${r.supplierName}`,
                      goodsId: r.goodsId,
                      supplierId: r.supplierId,
                    })
                  }
                >
                  {formatFen(v)}
                </DrillLink>
              ),
            },
            {
              title: '均价',
              dataIndex: 'averagePrice',
              align: 'right',
              width: 110,
              render: (v: number) => formatFen(v),
            },
            {
              title: '最近成交价',
              dataIndex: 'lastPrice',
              align: 'right',
              width: 130,
              render: (v: number, r) => (
                <div>
                  <div>{formatFen(v)}</div>
                  <div className="pm-dash-sub">{dayjs(r.lastOrderedAt).format('YYYY-MM-DD')}</div>
                </div>
              ),
            },
            {
              title: '价格走势',
              width: 120,
              render: (_v, r) => (
                <Sparkline values={r.trend.map((t) => t.averagePrice)} label={trendLabel(r)} />
              ),
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>合计（全部 {d.total} 项）</Table.Summary.Cell>
              <Table.Summary.Cell index={1} />
              <Table.Summary.Cell index={2} align="right">
                {d.totals.quantity}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <b data-testid="collection-total">{formatFen(d.totals.amount)}</b>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} colSpan={3} />
            </Table.Summary.Row>
          )}
        />
      )}
    </ViewPanel>
  );
}
