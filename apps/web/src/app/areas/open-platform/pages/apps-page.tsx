import { useState } from 'react';
import { Button, Space, Table, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import {
  OPEN_APP_STATUS_LABELS,
  OPEN_LIMITS,
  type OpenApp,
  type OpenAppSecret,
} from '@pm/contract/open-platform';
import { storedAccountKind, storedRoleType } from '@/features/auth/model/account-kind';
import { useCreateOpenApp } from '@/features/open-platform/api/app-create';
import { getOpenAppsQuery, useOpenApps } from '@/features/open-platform/api/app-page';
import { AppFormModal } from '@/features/open-platform/desktop/app-form-modal';
import { AppActions } from '@/features/open-platform/desktop/app-actions';
import { AppSecretModal } from '@/features/open-platform/desktop/secret-modal';
import { canManageApps, scopesFor, timeText } from '@/features/open-platform/model/manage';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { openPlatformAppPath } from '../paths';
import { NotManager, useManager } from '../use-manager';

const LIMIT = 20;

export function loader() {
  if (storedAccountKind() && canManageApps(storedRoleType())) {
    void queryClient.prefetchQuery(getOpenAppsQuery({ page: 1, limit: LIMIT }));
  }
  return null;
}

/** /open-platform/apps: the organization's apps (its managers only; others see 无权限 and nothing is asked). */
export default function OpenPlatformAppsPage() {
  const { kind, roleType, manager } = useManager();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useOpenApps({ page, limit: LIMIT }, manager);
  const create = useCreateOpenApp();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<{ secret: OpenAppSecret; rotated: boolean } | null>(null);

  if (kind === null) return null;
  if (!manager) return <NotManager />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  const atLimit = (list.data?.total ?? 0) >= OPEN_LIMITS.appsPerOrganization;

  return (
    <Panel
      title={`应用（${list.data?.total ?? 0}）`}
      extra={
        <Button type="primary" disabled={atLimit} onClick={() => setCreating(true)}>
          创建应用
        </Button>
      }
    >
      <Table<OpenApp>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: '还没有应用：创建一个应用，即可用它的 client_id 与 client_secret 调用开放接口' }}
        pagination={{
          current: page,
          pageSize: LIMIT,
          total: list.data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: (p) => setParams({ page: String(p) }, { replace: true }),
        }}
        columns={[
          {
            title: '应用',
            dataIndex: 'name',
            render: (name: string, r) => <Link to={openPlatformAppPath(r.id)}>{name}</Link>,
          },
          {
            title: 'client_id',
            dataIndex: 'clientId',
            render: (id: string) => (
              <Typography.Text code copyable={{ text: id, tooltips: ['复制', '已复制'] }}>
                {id}
              </Typography.Text>
            ),
          },
          {
            title: '权限范围',
            dataIndex: 'scopes',
            render: (scopes: string[]) => scopes.map((s) => <Tag key={s}>{s}</Tag>),
          },
          { title: '限流', dataIndex: 'rateLimitPerMinute', width: 100, render: (n: number) => `${n} 次/分` },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: OpenApp['status']) => (
              <Tag color={s === 'ACTIVE' ? 'green' : 'default'}>{OPEN_APP_STATUS_LABELS[s]}</Tag>
            ),
          },
          {
            title: '最近使用',
            dataIndex: 'lastUsedAt',
            width: 170,
            render: (t: string | null) => (t ? timeText(t) : '从未使用'),
          },
          {
            title: '操作',
            width: 270,
            render: (_: unknown, r) => (
              <Space size={0}>
                <Link to={openPlatformAppPath(r.id)}>
                  <Button type="link">详情</Button>
                </Link>
                <AppActions app={r} asLinks onRotated={(secret) => setShown({ secret, rotated: true })} />
              </Space>
            ),
          },
        ]}
      />
      {atLimit && (
        <p style={{ color: '#5f6b7a' }}>每个企业最多创建 {OPEN_LIMITS.appsPerOrganization} 个应用。</p>
      )}
      {creating && (
        <AppFormModal
          scopes={scopesFor(roleType)}
          saving={create.isPending}
          onClose={() => setCreating(false)}
          onSave={async (input) => {
            const secret = await create.mutateAsync(input);
            setCreating(false);
            setShown({ secret, rotated: false });
          }}
        />
      )}
      {shown && (
        <AppSecretModal shown={shown.secret} rotated={shown.rotated} onClose={() => setShown(null)} />
      )}
    </Panel>
  );
}
