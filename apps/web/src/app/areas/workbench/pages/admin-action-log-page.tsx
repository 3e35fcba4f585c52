import { DatePicker, Input, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import {
  OPERATOR_ACTIONS,
  OPERATOR_OBJECTS,
  type OperatorAction,
  type OperatorActionCode,
  type OperatorObjectType,
} from '@pm/contract/workbench-admin';
import { getActionLogQuery, useActionLog } from '@/features/workbench-admin/api/admin-action-log';
import { snapshotLines, timeText } from '@/features/workbench-admin/model/admin-view';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';

const LIMIT = 20;
const FILTERS = ['action', 'objectType', 'objectKey', 'from', 'to'] as const;

export function loader() {
  void queryClient.prefetchQuery(getActionLogQuery({ page: 1, limit: LIMIT }));
  return null;
}

function Lines({ value }: { value: unknown }) {
  const lines = snapshotLines(value);
  if (lines.length === 0) return <>—</>;
  return (
    <div className="pm-action-lines">
      {lines.map((l) => (
        <div key={l}>{l}</div>
      ))}
    </div>
  );
}

/** /workbench/action-log: 操作日志: every operator write, who, what, on what, why, before and after. */
export default function AdminActionLogPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = Object.fromEntries(
    FILTERS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])),
  ) as Partial<Record<(typeof FILTERS)[number], string>>;
  const log = useActionLog({
    page,
    limit: LIMIT,
    ...filters,
    action: filters.action as OperatorActionCode | undefined,
    objectType: filters.objectType as OperatorObjectType | undefined,
  });
  const set = (patch: Partial<Record<(typeof FILTERS)[number], string | undefined>>) => {
    const next = { ...filters, ...patch };
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>, {
      replace: true,
    });
  };
  const range: [Dayjs, Dayjs] | null =
    filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null;
  if (log.isError) return <QueryError error={log.error} onRetry={() => void log.refetch()} />;
  return (
    <Panel title={`操作日志（${log.data?.total ?? 0}）`}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="全部操作"
          style={{ width: 180 }}
          value={filters.action}
          onChange={(v?: string) => set({ action: v })}
          options={Object.entries(OPERATOR_ACTIONS).map(([value, label]) => ({ value, label }))}
          aria-label="操作"
        />
        <Select
          allowClear
          placeholder="全部对象"
          style={{ width: 140 }}
          value={filters.objectType}
          onChange={(v?: string) => set({ objectType: v })}
          options={Object.entries(OPERATOR_OBJECTS).map(([value, label]) => ({ value, label }))}
          aria-label="对象类型"
        />
        <Input.Search
          allowClear
          placeholder="对象标识（ID 或词）"
          defaultValue={filters.objectKey}
          onSearch={(v) => set({ objectKey: v.trim() || undefined })}
          style={{ width: 200 }}
        />
        <DatePicker.RangePicker
          value={range}
          onChange={(v) =>
            set({
              from: v?.[0]?.format('YYYY-MM-DD') ?? undefined,
              to: v?.[1]?.format('YYYY-MM-DD') ?? undefined,
            })
          }
        />
      </Space>
      <Table<OperatorAction>
        rowKey="id"
        loading={log.isPending}
        dataSource={log.data?.records ?? []}
        locale={{ emptyText: '没有符合条件的操作记录' }}
        pagination={{
          current: page,
          pageSize: LIMIT,
          total: log.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (p) =>
            setParams({ ...(filters as Record<string, string>), page: String(p) }, { replace: true }),
        }}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 140, render: (t: string) => timeText(t) },
          { title: '操作人', dataIndex: 'operatorName', width: 110 },
          { title: '操作', dataIndex: 'actionText', width: 220 },
          {
            title: '对象',
            width: 220,
            render: (_: unknown, a) =>
              `${(OPERATOR_OBJECTS as Record<string, string>)[a.objectType] ?? a.objectType}：${a.objectName || a.objectKey}`,
          },
          { title: '理由', dataIndex: 'reason', render: (r: string) => r || '—' },
          { title: '修改前', render: (_: unknown, a) => <Lines value={a.before} /> },
          { title: '修改后', render: (_: unknown, a) => <Lines value={a.after} /> },
        ]}
      />
    </Panel>
  );
}
