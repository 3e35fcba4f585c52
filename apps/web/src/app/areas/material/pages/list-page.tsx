import { Input, Select, Space, Table, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import {
  MATERIAL_KINDS,
  MATERIAL_KIND_LABELS,
  MATERIAL_STATUSES,
  MATERIAL_STATUS_LABELS,
  type MaterialKind,
  type MaterialRecord,
  type MaterialStatus,
} from '@pm/contract/material';
import { useAccountKind } from '@/features/auth/model/account-kind';
import { getMaterialPageQuery, useMaterialPage } from '@/features/material/api/material-page';
import { MaterialDrawer } from '@/features/material/desktop/material-drawer';
import { MATERIAL_STATUS_COLORS, materialTime } from '@/features/material/model/material-text';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';

const LIMIT = 20;

function filtersOf(params: URLSearchParams) {
  const kind = params.get('kind');
  const status = params.get('status');
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: LIMIT,
    ...((MATERIAL_KINDS as readonly string[]).includes(kind ?? '') ? { kind: kind as MaterialKind } : {}),
    ...((MATERIAL_STATUSES as readonly string[]).includes(status ?? '')
      ? { status: status as MaterialStatus }
      : {}),
    ...(params.get('keyword') ? { keyword: params.get('keyword')! } : {}),
  };
}

export function loader({ request }: { request: Request }) {
  void queryClient.prefetchQuery(getMaterialPageQuery(filtersOf(new URL(request.url).searchParams)));
  return null;
}

/** /material/list: 素材列表 by goods, kind and status; a row opens its versions, differences and comments. */
export default function MaterialListPage() {
  const [params, setParams] = useSearchParams();
  const kind = useAccountKind();
  const filters = filtersOf(params);
  const list = useMaterialPage(filters);
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page' && key !== 'open') next.delete('page');
    setParams(next, { replace: true });
  };
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Panel title="素材列表">
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="商品名称、品牌、型号"
          defaultValue={filters.keyword ?? ''}
          onSearch={(v) => set('keyword', v.trim() || undefined)}
          style={{ width: 260 }}
        />
        <Select
          allowClear
          placeholder="素材类型"
          style={{ width: 140 }}
          value={filters.kind}
          onChange={(v?: string) => set('kind', v)}
          options={MATERIAL_KINDS.map((k) => ({ value: k, label: MATERIAL_KIND_LABELS[k] }))}
        />
        <Select
          allowClear
          placeholder="状态"
          style={{ width: 120 }}
          value={filters.status}
          onChange={(v?: string) => set('status', v)}
          options={MATERIAL_STATUSES.map((s) => ({ value: s, label: MATERIAL_STATUS_LABELS[s] }))}
        />
      </Space>
      <Table<MaterialRecord>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: '暂无素材' }}
        onRow={(r) => ({ onClick: () => set('open', r.id), style: { cursor: 'pointer' } })}
        pagination={{
          current: filters.page,
          pageSize: LIMIT,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (t) => `共 ${t} 份`,
          onChange: (p) => set('page', String(p)),
        }}
        columns={[
          { title: '商品', dataIndex: 'goodsName', ellipsis: true },
          { title: '类型', dataIndex: 'kindText', width: 90 },
          { title: '内容', dataIndex: 'content', ellipsis: true },
          {
            title: '状态',
            width: 90,
            render: (_: unknown, r) => <Tag color={MATERIAL_STATUS_COLORS[r.status]}>{r.statusText}</Tag>,
          },
          {
            title: '版本',
            width: 110,
            render: (_: unknown, r) =>
              `第 ${r.latestNo} 版${r.publishedNo ? `（已发布第 ${r.publishedNo} 版）` : ''}`,
          },
          ...(kind === 'operator'
            ? [{ title: '供应商', dataIndex: 'supplierName', width: 180, ellipsis: true }]
            : []),
          { title: '更新时间', dataIndex: 'updatedAt', width: 150, render: (t: string) => materialTime(t) },
        ]}
      />
      <MaterialDrawer
        id={params.get('open')}
        isOperator={kind === 'operator'}
        onClose={() => set('open', undefined)}
      />
    </Panel>
  );
}
