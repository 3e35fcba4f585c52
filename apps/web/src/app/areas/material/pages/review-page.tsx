import { Select, Table, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import {
  MATERIAL_KINDS,
  MATERIAL_KIND_LABELS,
  type MaterialKind,
  type MaterialRecord,
} from '@pm/contract/material';
import {
  getMaterialReviewPageQuery,
  useMaterialReviewPage,
} from '@/features/material/api/material-review-page';
import { MaterialDrawer } from '@/features/material/desktop/material-drawer';
import { materialTime } from '@/features/material/model/material-text';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';

const LIMIT = 20;

export function loader() {
  void queryClient.prefetchQuery(getMaterialReviewPageQuery({ page: 1, limit: LIMIT }));
  return null;
}

/** /material/review: 素材审核, the operators' queue (first submitted first); a row opens the material to decide. */
export default function MaterialReviewPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const kindParam = params.get('kind');
  const kind = (MATERIAL_KINDS as readonly string[]).includes(kindParam ?? '')
    ? (kindParam as MaterialKind)
    : undefined;
  const queue = useMaterialReviewPage({ page, limit: LIMIT, ...(kind ? { kind } : {}) });
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  if (queue.isError) return <QueryError error={queue.error} onRetry={() => void queue.refetch()} />;
  return (
    <Panel title={`待审核素材（${queue.data?.total ?? 0}）`}>
      <Select
        allowClear
        placeholder="素材类型"
        style={{ width: 140, marginBottom: 16 }}
        value={kind}
        onChange={(v?: string) => set('kind', v)}
        options={MATERIAL_KINDS.map((k) => ({ value: k, label: MATERIAL_KIND_LABELS[k] }))}
      />
      <Table<MaterialRecord>
        rowKey="id"
        loading={queue.isPending}
        dataSource={queue.data?.records ?? []}
        locale={{ emptyText: '暂无待审核的素材' }}
        onRow={(r) => ({ onClick: () => set('open', r.id), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: LIMIT,
          total: queue.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (p) => set('page', String(p)),
        }}
        columns={[
          { title: '商品', dataIndex: 'goodsName', ellipsis: true },
          { title: '供应商', dataIndex: 'supplierName', width: 200, ellipsis: true },
          { title: '类型', dataIndex: 'kindText', width: 90 },
          { title: '内容', dataIndex: 'content', ellipsis: true },
          { title: '版本', dataIndex: 'latestNo', width: 70, render: (n: number) => <Tag>第 {n} 版</Tag> },
          { title: '提交时间', dataIndex: 'updatedAt', width: 150, render: (t: string) => materialTime(t) },
        ]}
      />
      <MaterialDrawer id={params.get('open')} isOperator onClose={() => set('open', undefined)} />
    </Panel>
  );
}
