import { Table, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { WbReviewRecord } from '@pm/contract/workbench-goods';
import { getWbReviewPageQuery, useWbReviewPage } from '@/features/workbench-goods/api/wb-review-page';
import { timeText } from '@/features/workbench-goods/model/goods-form';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { workbenchReviewPath } from '../paths';

const LIMIT = 20;

export function loader() {
  void queryClient.prefetchQuery(getWbReviewPageQuery({ page: 1, limit: LIMIT }));
  return null;
}

/** /workbench/review: 商品审核, the goods waiting for review with what each changes. */
export default function ReviewListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useWbReviewPage({ page, limit: LIMIT });
  if (queue.isError) return <QueryError error={queue.error} onRetry={() => void queue.refetch()} />;
  return (
    <Panel title={`待审核商品（${queue.data?.total ?? 0}）`}>
      <Table<WbReviewRecord>
        rowKey="id"
        loading={queue.isPending}
        dataSource={queue.data?.records ?? []}
        locale={{ emptyText: '没有待审核的商品' }}
        pagination={{
          current: page,
          pageSize: LIMIT,
          total: queue.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (t) => `共 ${t} 件`,
          onChange: (p) => setParams({ page: String(p) }, { replace: true }),
        }}
        columns={[
          {
            title: '商品',
            dataIndex: 'name',
            render: (name: string, r) => <Link to={workbenchReviewPath(r.id)}>{name}</Link>,
          },
          { title: '供应商', dataIndex: 'supplierName', width: 220 },
          {
            title: '类型',
            width: 90,
            render: (_: unknown, r) => (r.isNew ? <Tag color="blue">新商品</Tag> : <Tag>修改</Tag>),
          },
          {
            title: '修改的字段',
            render: (_: unknown, r) => (r.isNew ? '—' : r.changedFields.join('、') || '重新上架'),
          },
          { title: '提交时间', dataIndex: 'submittedAt', width: 150, render: (t: string) => timeText(t) },
          {
            title: '操作',
            width: 80,
            render: (_: unknown, r) => <Link to={workbenchReviewPath(r.id)}>审核</Link>,
          },
        ]}
      />
    </Panel>
  );
}
