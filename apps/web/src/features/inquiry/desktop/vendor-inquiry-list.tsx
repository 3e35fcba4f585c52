import { useState, type ReactNode } from 'react';
import { Button, Segmented, Table, type TableColumnsType } from 'antd';
import {
  VENDOR_INQUIRY_STATUS_LABELS,
  VENDOR_INQUIRY_STATUSES,
  type VendorInquiryStatus,
  type VendorInquirySummary,
} from '@pm/contract/inquiry';
import { QueryError } from '@/ui/desktop/query-error';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { useVendorInquiryPage } from '../api/vendor-inquiry-page';
import { VendorStatusTag } from './status-tag';
import { timeText } from './time-text';
import { VendorQuoteForm } from './vendor-quote-form';
import './inquiry.css';

const PAGE_SIZE = 10;
type Filter = VendorInquiryStatus | 'all';
const FILTERS: { label: string; value: Filter }[] = [
  { label: '全部', value: 'all' },
  ...VENDOR_INQUIRY_STATUSES.map((s) => ({ label: VENDOR_INQUIRY_STATUS_LABELS[s], value: s })),
];

/** 报价管理: inquiries addressed to the supplier's organization; a row opens its quote form. */
export function VendorInquiryList() {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<string[]>([]);
  const query = useVendorInquiryPage({
    page,
    limit: PAGE_SIZE,
    ...(filter !== 'all' ? { status: filter } : {}),
  });
  const data = query.data;

  const columns: TableColumnsType<VendorInquirySummary> = [
    { title: '询价单号', dataIndex: 'code', width: 150 },
    { title: '采购商', dataIndex: 'buyerName' },
    { title: '询价商品', key: 'lines', width: 90, render: (_, r) => `${r.lineCount} 种` },
    { title: '已报价', key: 'quoted', width: 80, render: (_, r) => `${r.quotedCount}/${r.lineCount}` },
    { title: '报价截止', key: 'deadline', width: 150, render: (_, r) => timeText(r.deadline) },
    { title: '收到时间', key: 'createdAt', width: 150, render: (_, r) => timeText(r.createdAt) },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, r) => <VendorStatusTag status={r.status} text={r.statusText} />,
    },
    {
      title: '操作',
      key: 'action',
      width: 90,
      render: (_, r) => {
        const open = expanded.includes(r.id);
        return (
          <Button
            type="link"
            size="small"
            onClick={() => setExpanded((e) => (open ? e.filter((id) => id !== r.id) : [...e, r.id]))}
          >
            {open ? '收起' : r.status === 'pending' || r.status === 'quoted' ? '报价' : '查看'}
          </Button>
        );
      },
    },
  ];

  let body: ReactNode;
  if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (data && data.total === 0) {
    body = (
      <EmptyState
        compact
        description={filter === 'all' ? '暂未收到询价：采购商询价贵司商品后会显示在这里' : '没有该状态的询价'}
      />
    );
  } else {
    body = (
      <Table<VendorInquirySummary>
        rowKey="id"
        size="middle"
        loading={query.isFetching && !data}
        columns={columns}
        dataSource={data?.records ?? []}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
          expandedRowRender: (r) => <VendorQuoteForm id={r.id} />,
        }}
        pagination={
          (data?.total ?? 0) > PAGE_SIZE
            ? {
                current: page,
                pageSize: PAGE_SIZE,
                total: data?.total ?? 0,
                onChange: setPage,
                showSizeChanger: false,
              }
            : false
        }
      />
    );
  }

  return (
    <Panel
      title="报价管理"
      extra={
        <Segmented<Filter>
          size="small"
          options={FILTERS}
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPage(1);
          }}
        />
      }
    >
      {body}
    </Panel>
  );
}
