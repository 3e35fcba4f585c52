import { useState } from 'react';
import { Alert, Button, Descriptions, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { OPEN_APP_STATUS_LABELS, OPEN_SCOPE_LABELS, type OpenAppSecret } from '@pm/contract/open-platform';
import { storedAccountKind, storedRoleType } from '@/features/auth/model/account-kind';
import { getOpenAppQuery, useOpenApp } from '@/features/open-platform/api/app-detail';
import { useUpdateOpenApp } from '@/features/open-platform/api/app-update';
import { AppFormModal } from '@/features/open-platform/desktop/app-form-modal';
import { EventFeed } from '@/features/open-platform/desktop/event-feed';
import { AppActions } from '@/features/open-platform/desktop/app-actions';
import { AppSecretModal } from '@/features/open-platform/desktop/secret-modal';
import { WebhookPanel } from '@/features/open-platform/desktop/webhook-panel';
import { canManageApps, scopesFor, timeText } from '@/features/open-platform/model/manage';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { OPEN_PLATFORM_APPS_PATH } from '../paths';
import { NotManager, useManager } from '../use-manager';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id && storedAccountKind() && canManageApps(storedRoleType())) {
    void queryClient.prefetchQuery(getOpenAppQuery(params.id));
  }
  return null;
}

/** /open-platform/apps/:id: an app's credentials and settings, its webhook endpoints and its events. */
export default function OpenPlatformAppPage() {
  const { id = '' } = useParams();
  const { kind, roleType, manager } = useManager();
  const app = useOpenApp(manager ? id : '');
  const update = useUpdateOpenApp();
  const [editing, setEditing] = useState(false);
  const [shown, setShown] = useState<OpenAppSecret | null>(null);

  if (kind === null) return null;
  if (!manager) return <NotManager />;
  if (app.isError) return <QueryError error={app.error} onRetry={() => void app.refetch()} />;
  if (app.isPending) return <Spin />;
  const a = app.data;
  const active = a.status === 'ACTIVE';

  return (
    <>
      <Panel
        title={
          <Space>
            {a.name}
            <Tag color={active ? 'green' : 'default'}>{OPEN_APP_STATUS_LABELS[a.status]}</Tag>
          </Space>
        }
        extra={
          <Space>
            <Link to={OPEN_PLATFORM_APPS_PATH}>
              <Button>返回应用列表</Button>
            </Link>
            {active && (
              <>
                <Button onClick={() => setEditing(true)}>修改</Button>
                <AppActions app={a} onRotated={setShown} />
              </>
            )}
          </Space>
        }
      >
        {!active && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={`该应用已于 ${timeText(a.revokedAt)} 吊销：其密钥与令牌不再有效，Webhook 不再投递。`}
          />
        )}
        {a.previousSecretExpiresAt && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={`密钥已轮换：旧密钥在 ${timeText(a.previousSecretExpiresAt)} 前仍然有效。`}
          />
        )}
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label="client_id">
            <Typography.Text code copyable={{ text: a.clientId, tooltips: ['复制', '已复制'] }}>
              {a.clientId}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="client_secret">只在创建与轮换时显示一次</Descriptions.Item>
          <Descriptions.Item label="权限范围" span={2}>
            {a.scopes.map((s) => (
              <Tag key={s} title={OPEN_SCOPE_LABELS[s]}>
                {s}
              </Tag>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label="限流">{a.rateLimitPerMinute} 次/分钟</Descriptions.Item>
          <Descriptions.Item label="IP 白名单">
            {a.ipAllowlist.length === 0 ? '不限来源' : a.ipAllowlist.join('，')}
          </Descriptions.Item>
          <Descriptions.Item label="创建">
            {timeText(a.createdAt)} · {a.createdByName}
          </Descriptions.Item>
          <Descriptions.Item label="最近使用">
            {a.lastUsedAt ? timeText(a.lastUsedAt) : '从未使用'}
          </Descriptions.Item>
        </Descriptions>
      </Panel>
      <Panel>
        <Tabs
          items={[
            {
              key: 'webhooks',
              label: 'Webhook',
              children: <WebhookPanel appId={a.id} readOnly={!active} />,
            },
            { key: 'events', label: '事件流', children: <EventFeed appId={a.id} /> },
          ]}
        />
      </Panel>
      {editing && (
        <AppFormModal
          app={a}
          scopes={scopesFor(roleType)}
          saving={update.isPending}
          onClose={() => setEditing(false)}
          onSave={async (input) => {
            await update.mutateAsync({ id: a.id, ...input });
            setEditing(false);
          }}
        />
      )}
      {shown && <AppSecretModal shown={shown} rotated onClose={() => setShown(null)} />}
    </>
  );
}
