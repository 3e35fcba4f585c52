import { useState, type ReactNode } from 'react';
import { Segmented, Table, type TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@pm/contract/page';
import { QueryError } from '@/ui/desktop/query-error';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import './inquiry.css';

const PAGE_SIZE = 10;

/** Row helpers the columns use: whether a row is open and the toggle. */
export interface RowOpening {
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
}

/**
 * The inquiry lists of both sides (我的询价, 报价管理): a status filter, a paged table whose rows open
 * their detail, the failure and the empty states.
 */
export function InquiryTablePanel<T extends { id: string }, S extends string>({
  title,
  statuses,
  labels,
  useRows,
  columns,
  renderOpen,
  emptyText,
}: {
  title: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  useRows: (input: { page: number; limit: number; status?: S }) => UseQueryResult<Page<T>>;
  columns: (opening: RowOpening) => TableColumnsType<T>;
  renderOpen: (row: T) => ReactNode;
  /** Shown when nothing is there at all (a filter with no rows says so itself). */
  emptyText: string;
}) {
  const [filter, setFilter] = useState<S | 'all'>('all');
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<string[]>([]);
  const query = useRows({ page, limit: PAGE_SIZE, ...(filter !== 'all' ? { status: filter } : {}) });
  const data = query.data;
  const opening: RowOpening = {
    isOpen: (id) => expanded.includes(id),
    toggle: (id) => setExpanded((e) => (e.includes(id) ? e.filter((x) => x !== id) : [...e, id])),
  };

  let body: ReactNode;
  if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (data && data.total === 0) {
    body = <EmptyState compact description={filter === 'all' ? emptyText : '没有该状态的询价'} />;
  } else {
    body = (
      <Table<T>
        rowKey="id"
        size="middle"
        loading={query.isFetching && !data}
        columns={columns(opening)}
        dataSource={data?.records ?? []}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
          expandedRowRender: renderOpen,
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
      title={title}
      extra={
        <Segmented<S | 'all'>
          size="small"
          options={[
            { label: '全部', value: 'all' },
            ...statuses.map((s) => ({ label: labels[s], value: s })),
          ]}
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
