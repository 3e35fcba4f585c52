import { useState } from 'react';
import { Table } from 'antd';
import type { PlanLogEntry } from '@pm/contract/purchasing-plan';
import { QueryError } from '@/ui/desktop/query-error';
import { usePlanLog } from '../api/plan-log';

const LOG_PAGE_SIZE = 10;

function timeText(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** 变更记录 of one plan: who did what and when, newest first. */
export function PlanLogTable({ billId }: { billId: string }) {
  const [page, setPage] = useState(1);
  const q = usePlanLog({ billId, page, limit: LOG_PAGE_SIZE });
  if (q.isError && !q.data) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <Table<PlanLogEntry>
      rowKey="id"
      size="small"
      loading={q.isFetching && !q.data}
      dataSource={q.data?.records ?? []}
      locale={{ emptyText: '暂无变更记录' }}
      columns={[
        { title: '时间', key: 'at', width: 150, render: (_, e) => timeText(e.createdAt) },
        { title: '操作人', dataIndex: 'actorName', width: 120 },
        { title: '操作', dataIndex: 'action', width: 120 },
        { title: '内容', dataIndex: 'detail' },
      ]}
      pagination={{
        current: page,
        pageSize: LOG_PAGE_SIZE,
        total: q.data?.total ?? 0,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: setPage,
      }}
    />
  );
}
