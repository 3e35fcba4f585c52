import { useState, type ReactNode } from 'react';
import { Button, Popconfirm, Segmented, Table, type TableColumnsType } from 'antd';
import {
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type InquiryStatus,
  type InquirySummary,
} from '@pm/contract/inquiry';
import { QueryError } from '@/ui/desktop/query-error';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { useCancelInquiry } from '../api/inquiry-cancel';
import { useInquiryPage } from '../api/inquiry-page';
import { InquiryQuotes } from './inquiry-quotes';
import { InquiryStatusTag } from './status-tag';
import { timeText } from './time-text';
import './inquiry.css';

const PAGE_SIZE = 10;
type Filter = InquiryStatus | 'all';
const FILTERS: { label: string; value: Filter }[] = [
  { label: '全部', value: 'all' },
  ...INQUIRY_STATUSES.map((s) => ({ label: INQUIRY_STATUS_LABELS[s], value: s })),
];

/** 我的询价: the buyer's inquiries by status; a row opens the suppliers' quotes per line. */
export function InquiryListPanel({ onGoCart }: { onGoCart?: () => void }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<string[]>([]);
  const query = useInquiryPage({ page, limit: PAGE_SIZE, ...(filter !== 'all' ? { status: filter } : {}) });
  const cancel = useCancelInquiry();
  const data = query.data;

  const columns: TableColumnsType<InquirySummary> = [
    { title: '询价单号', dataIndex: 'code', width: 140 },
    {
      title: '询价商品',
      key: 'goods',
      render: (_, r) => (
        <>
          <span className="inq-list__goods" title={r.goodsNames.join('、')}>
            {r.goodsNames.join('、')}
          </span>
          <span className="inq-goods__facts">
            共 {r.lineCount} 种商品 · {r.supplierCount} 家供应商
          </span>
        </>
      ),
    },
    { title: '已报价', key: 'quoted', width: 70, render: (_, r) => `${r.quotedCount}/${r.lineCount}` },
    { title: '报价截止', key: 'deadline', width: 135, render: (_, r) => timeText(r.deadline) },
    { title: '提交时间', key: 'createdAt', width: 135, render: (_, r) => timeText(r.createdAt) },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, r) => <InquiryStatusTag status={r.status} text={r.statusText} />,
    },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, r) => {
        const open = expanded.includes(r.id);
        return (
          <>
            <Button
              type="link"
              size="small"
              onClick={() => setExpanded((e) => (open ? e.filter((id) => id !== r.id) : [...e, r.id]))}
            >
              {open ? '收起' : '查看报价'}
            </Button>
            {(r.status === 'pending' || r.status === 'quoted' || r.status === 'expired') && (
              <Popconfirm
                title="确定取消该询价？取消后供应商不能再报价"
                okText="取消询价"
                cancelText="不取消"
                onConfirm={() => cancel.mutate(r.id)}
              >
                <Button type="link" size="small" danger>
                  取消
                </Button>
              </Popconfirm>
            )}
          </>
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
        description={
          filter === 'all' ? '暂无询价记录，提交询价篮后可在这里查看供应商报价' : '没有该状态的询价'
        }
      />
    );
  } else {
    body = (
      <Table<InquirySummary>
        rowKey="id"
        size="middle"
        loading={query.isFetching && !data}
        columns={columns}
        dataSource={data?.records ?? []}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
          expandedRowRender: (r) => <InquiryQuotes id={r.id} {...(onGoCart ? { onGoCart } : {})} />,
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
      title="我的询价"
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
