import type { ReactNode } from 'react';
import { Input, Table, Tabs, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { BidEventPage, BidEventSummary, BidStatus } from '@pm/contract/bidding';
import { QueryError } from '@/ui/desktop/query-error';
import { statusTabs } from '../model/bid-status';
import { BidCountdown } from './bid-countdown';
import { BidStatusTag } from './bid-status-tag';
import { timeText } from './time-text';
import './bidding.css';

export interface BidListState {
  status: BidStatus | '';
  page: number;
  keyword: string;
}

export const FIRST_PAGE: BidListState = { status: '', page: 1, keyword: '' };
export const PAGE_SIZE = 10;

/** Query of a list state (no empty filters). */
export function listQuery(s: BidListState) {
  return {
    page: s.page,
    limit: PAGE_SIZE,
    ...(s.status ? { status: s.status } : {}),
    ...(s.keyword ? { keyword: s.keyword } : {}),
  };
}

/** Events with status tabs (with counts), keyword search, a live countdown and the row's actions. */
export function BidEventTable({
  statuses,
  state,
  onChange,
  data,
  loading,
  error,
  onRetry,
  actions,
  emptyText,
}: {
  statuses: readonly BidStatus[];
  state: BidListState;
  onChange: (s: BidListState) => void;
  data: BidEventPage | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  actions: (e: BidEventSummary) => ReactNode;
  emptyText: string;
}) {
  const columns: TableColumnsType<BidEventSummary> = [
    { title: '竞价单号', dataIndex: 'code', width: 150 },
    {
      title: '竞价标题',
      key: 'title',
      render: (_, e) => (
        <>
          <Link to={`/shop/bid/detail/${e.id}`}>{e.title}</Link>
          <div className="bid-muted">
            {e.buyerName} · {e.formatText} · 共 {e.itemCount} 项商品
          </div>
        </>
      ),
    },
    {
      title: '开始 / 截止',
      key: 'time',
      width: 170,
      render: (_, e) => (
        <>
          <div>{timeText(e.startAt)}</div>
          <div>
            {timeText(e.endAt)}
            {e.extensions > 0 ? <span className="bid-muted">（已延时 {e.extensions} 次）</span> : null}
          </div>
        </>
      ),
    },
    {
      title: '倒计时',
      key: 'countdown',
      width: 170,
      render: (_, e) => <BidCountdown status={e.status} startAt={e.startAt} endAt={e.endAt} />,
    },
    { title: '状态', key: 'status', width: 90, render: (_, e) => <BidStatusTag status={e.status} /> },
    { title: '操作', key: 'actions', width: 150, render: (_, e) => actions(e) },
  ];
  return (
    <>
      <div className="bid-toolbar">
        <Tabs
          activeKey={state.status}
          onChange={(key) => onChange({ ...state, status: key as BidStatus | '', page: 1 })}
          items={statusTabs(statuses, data?.counts)}
        />
        <Input.Search
          allowClear
          placeholder="竞价标题或单号"
          style={{ width: 240 }}
          defaultValue={state.keyword}
          onSearch={(keyword) => onChange({ ...state, keyword: keyword.trim(), page: 1 })}
        />
      </div>
      {error && !data ? (
        <QueryError error={error} onRetry={onRetry} />
      ) : (
        <Table<BidEventSummary>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={data?.records ?? []}
          locale={{ emptyText }}
          pagination={{
            current: state.page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (page) => onChange({ ...state, page }),
          }}
        />
      )}
    </>
  );
}
