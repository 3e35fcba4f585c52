import { useState } from 'react';
import { Button, Segmented, Table, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import type { AdminWorkOrder } from '@pm/contract/workbench-admin-content';
import {
  getAdminWorkOrderPageQuery,
  useAdminWorkOrderPage,
} from '@/features/workbench-admin/api/admin-work-order-page';
import { useReplyWorkOrder } from '@/features/workbench-admin/api/admin-work-order-reply';
import { timeText } from '@/features/workbench-admin/model/admin-view';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { ReplyDialog } from '@/ui/desktop/reply-dialog';

const LIMIT = 20;
type Filter = 'open' | 'done' | 'all';

export function loader() {
  void queryClient.prefetchQuery(getAdminWorkOrderPageQuery({ page: 1, limit: LIMIT, status: 'open' }));
  return null;
}

/** /workbench/work-orders: 商品纠错 filed by buyers, answered here; the buyer reads the reply. */
export default function AdminWorkOrdersPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = (params.get('status') ?? 'open') as Filter;
  const list = useAdminWorkOrderPage({ page, limit: LIMIT, ...(filter !== 'all' ? { status: filter } : {}) });
  const [replying, setReplying] = useState<AdminWorkOrder | null>(null);
  const reply = useReplyWorkOrder();
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Panel
      title={`商品纠错（${list.data?.total ?? 0}）`}
      extra={
        <Segmented<Filter>
          value={filter}
          onChange={(v) => setParams({ status: v }, { replace: true })}
          options={[
            { value: 'open', label: '待处理' },
            { value: 'done', label: '已处理' },
            { value: 'all', label: '全部' },
          ]}
        />
      }
    >
      <Table<AdminWorkOrder>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: '没有商品纠错工单' }}
        pagination={{
          current: page,
          pageSize: LIMIT,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (p) => setParams({ status: filter, page: String(p) }, { replace: true }),
        }}
        columns={[
          { title: '商品', dataIndex: 'goodsName', width: 220 },
          { title: '问题', width: 110, render: (_: unknown, w) => <Tag>{w.kindText}</Tag> },
          { title: '描述', dataIndex: 'content' },
          {
            title: '提交人',
            width: 200,
            render: (_: unknown, w) =>
              `${w.username}（${w.organizationName}）${w.contact ? ` ${w.contact}` : ''}`,
          },
          { title: '提交时间', dataIndex: 'createdAt', width: 150, render: (t: string) => timeText(t) },
          { title: '回复', dataIndex: 'reply', render: (r: string | null) => r ?? '—' },
          {
            title: '操作',
            width: 90,
            render: (_: unknown, w) => (
              <Button type="link" onClick={() => setReplying(w)}>
                {w.status === 'open' ? '回复' : '改回复'}
              </Button>
            ),
          },
        ]}
      />
      {replying && (
        <ReplyDialog
          title={`回复商品纠错：${replying.goodsName}`}
          subject={`${replying.kindText}：${replying.content}`}
          initial={replying.reply}
          label="回复（提交人可见）"
          max={500}
          pending={reply.isPending}
          onReply={(text) => reply.mutateAsync({ id: replying.id, reply: text })}
          onClose={() => setReplying(null)}
        />
      )}
    </Panel>
  );
}
