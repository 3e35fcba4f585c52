import { useMemo, useState } from 'react';
import { Alert, Input, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  endpointsFor,
  filterEndpoints,
  readOpenApi,
  type EndpointRow,
} from '@/features/open-platform/model/openapi';
import { useAuthStore } from '@/features/auth/model/auth-store';
import { ROLE_TYPE_KEY, useAccountKind } from '@/features/auth/model/account-kind';
import { Panel } from '@/ui/desktop/empty-state';
import { apiBase } from '@/lib/http';

const METHOD_COLORS: Record<string, string> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'orange',
  PATCH: 'gold',
  DELETE: 'red',
};

async function fetchDocument() {
  const base = apiBase();
  const res = await fetch(`${base}/openapi.json`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`接口文档加载失败（HTTP ${res.status}）`);
  try {
    return readOpenApi(await res.json(), base);
  } catch {
    throw new Error('接口文档格式不正确');
  }
}

/** /open-platform/index: the API reference read from /pm-api/openapi.json. */
export default function OpenPlatformIndexPage() {
  const [filter, setFilter] = useState('');
  const doc = useQuery({
    queryKey: ['openapi'],
    queryFn: fetchDocument,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const signedIn = useAuthStore((s) => s.isAuthorized);
  // the role type is kept once the kind is known (the hook reads it for a session that lacks it)
  const kind = useAccountKind();
  const roleType = kind ? window.localStorage.getItem(ROLE_TYPE_KEY) : null;
  // A visitor sees what answers without a session; a signed-in user adds what their role may call.
  const mine = useMemo(
    () => endpointsFor(doc.data?.endpoints ?? [], { signedIn, roleType }),
    [doc.data, signedIn, roleType],
  );
  const rows = useMemo(() => filterEndpoints(mine, filter), [mine, filter]);
  const tags = useMemo(() => [...new Set(mine.map((r) => r.tag).filter(Boolean))].sort(), [mine]);

  return (
    <Panel
      title={
        doc.data?.title ? `${doc.data.title}${doc.data.version ? ` v${doc.data.version}` : ''}` : '接口列表'
      }
      extra={
        <Input.Search
          allowClear
          placeholder="按路径、说明或分组筛选"
          style={{ width: 280 }}
          onChange={(e) => setFilter(e.target.value)}
          onSearch={setFilter}
        />
      }
    >
      {!signedIn && doc.isSuccess && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="以下为无需登录即可调用的接口；登录后可查看您的账号可调用的全部接口"
        />
      )}
      {doc.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={doc.error.message || '接口文档加载失败，请稍后重试'}
        />
      )}
      <Table<EndpointRow>
        rowKey="key"
        size="middle"
        loading={doc.isPending}
        dataSource={rows}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (t) => `共 ${t} 个接口` }}
        locale={{
          // nothing is said to match or not before the document is there
          emptyText: doc.isPending
            ? '正在加载接口文档…'
            : doc.isError
              ? '接口文档暂时无法加载'
              : '没有匹配的接口',
        }}
        columns={[
          {
            title: '方法',
            dataIndex: 'method',
            width: 96,
            render: (m: string) => <Tag color={METHOD_COLORS[m] ?? 'default'}>{m}</Tag>,
          },
          { title: '路径', dataIndex: 'path', render: (p: string) => <code>{p}</code> },
          { title: '说明', dataIndex: 'summary' },
          {
            title: '分组',
            dataIndex: 'tag',
            width: 140,
            filters: tags.map((t) => ({ text: t, value: t })),
            onFilter: (value, r) => r.tag === value,
          },
        ]}
      />
    </Panel>
  );
}
