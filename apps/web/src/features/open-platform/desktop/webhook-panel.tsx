import { useState } from 'react';
import { Button, Popconfirm, Space, Switch, Table, Tag, Tooltip } from 'antd';
import { OPEN_LIMITS, type WebhookEndpoint, type WebhookEndpointSecret } from '@pm/contract/open-platform';
import { QueryError } from '@/ui/desktop/query-error';
import { useCreateWebhook } from '../api/webhook-create';
import { useDeleteWebhook } from '../api/webhook-delete';
import { useWebhooks } from '../api/webhook-list';
import { useRotateWebhookSecret } from '../api/webhook-rotate';
import { useWebhookSecret } from '../api/webhook-secret';
import { useUpdateWebhook } from '../api/webhook-update';
import { timeText } from '../model/manage';
import { DeliveryLog } from './delivery-log';
import { SecretModal } from './secret-modal';
import { WebhookFormModal } from './webhook-form-modal';

type Shown = { secret: WebhookEndpointSecret; kind: 'created' | 'viewed' | 'rotated' };

const NOTICES: Record<Shown['kind'], string> = {
  created:
    '请用此签名密钥验证每次投递的 webhook-signature（Standard Webhooks，HMAC-SHA256）。之后也可在「签名密钥」中查看。',
  viewed: '签名密钥用于验证投递的签名，请勿泄露；泄露时请轮换。',
  rotated: `新签名密钥已生效。${OPEN_LIMITS.secretOverlapHours} 小时内每次投递同时带新旧两个签名，请在此之前更新接收方的密钥。`,
};

function EndpointState({ e }: { e: WebhookEndpoint }) {
  if (!e.enabled) return <Tag>已停用{e.disabledReason ? `：${e.disabledReason}` : ''}</Tag>;
  if (e.failingSince) return <Tag color="orange">{`自 ${timeText(e.failingSince)} 起投递失败`}</Tag>;
  return <Tag color="green">正常</Tag>;
}

/** An app's webhook endpoints: add, change, enable/disable, the signing secret, and each one's delivery log. */
export function WebhookPanel({ appId, readOnly }: { appId: string; readOnly: boolean }) {
  const list = useWebhooks(appId);
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const reveal = useWebhookSecret();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  const endpoints = list.data ?? [];
  const selected = endpoints.find((e) => e.id === selectedId) ?? endpoints[0] ?? null;
  const atLimit = endpoints.length >= OPEN_LIMITS.endpointsPerApp;

  return (
    <div>
      <Space style={{ marginBottom: 12 }}>
        {!readOnly && (
          <Button type="primary" disabled={atLimit} onClick={() => setEditing('new')}>
            添加 Webhook 地址
          </Button>
        )}
        <span style={{ color: '#5f6b7a' }}>
          每个应用最多 {OPEN_LIMITS.endpointsPerApp} 个地址；连续 {OPEN_LIMITS.disableAfterDays}{' '}
          天投递失败或接收方答复 HTTP 410 时自动停用。
        </span>
      </Space>
      <Table<WebhookEndpoint>
        rowKey="id"
        size="small"
        loading={list.isPending}
        dataSource={endpoints}
        pagination={false}
        locale={{ emptyText: '还没有 Webhook 地址：添加一个地址，即可接收订单、售后与竞价事件' }}
        rowClassName={(e) => (e.id === selected?.id ? 'ant-table-row-selected' : '')}
        onRow={(e) => ({ onClick: () => setSelectedId(e.id) })}
        columns={[
          {
            title: '地址',
            dataIndex: 'url',
            render: (url: string, e) => (
              <div>
                <code>{url}</code>
                {e.description && <div style={{ color: '#5f6b7a', fontSize: 12 }}>{e.description}</div>}
              </div>
            ),
          },
          {
            title: '订阅的事件',
            dataIndex: 'eventTypes',
            render: (types: string[]) => types.map((t) => <Tag key={t}>{t}</Tag>),
          },
          { title: '状态', width: 220, render: (_: unknown, e) => <EndpointState e={e} /> },
          {
            title: '启用',
            dataIndex: 'enabled',
            width: 70,
            render: (on: boolean, e) => (
              <Switch
                aria-label="启用"
                checked={on}
                disabled={readOnly}
                loading={update.isPending && update.variables?.id === e.id}
                onClick={(_, ev) => ev.stopPropagation()}
                onChange={(next) => update.mutate({ id: e.id, enabled: next })}
              />
            ),
          },
          {
            title: '操作',
            width: 300,
            render: (_: unknown, e) => (
              <Space size={0} onClick={(ev) => ev.stopPropagation()}>
                <Button type="link" onClick={() => setSelectedId(e.id)}>
                  投递记录
                </Button>
                <Button
                  type="link"
                  onClick={async () => setShown({ secret: await reveal.mutateAsync(e.id), kind: 'viewed' })}
                >
                  签名密钥
                </Button>
                {!readOnly && (
                  <>
                    <Button type="link" onClick={() => setEditing(e)}>
                      修改
                    </Button>
                    <Popconfirm
                      title="轮换签名密钥？"
                      description={`${OPEN_LIMITS.secretOverlapHours} 小时内每次投递带新旧两个签名。`}
                      okText="轮换"
                      cancelText="取消"
                      onConfirm={async () =>
                        setShown({ secret: await rotate.mutateAsync(e.id), kind: 'rotated' })
                      }
                    >
                      <Tooltip title="轮换签名密钥">
                        <Button type="link">轮换</Button>
                      </Tooltip>
                    </Popconfirm>
                    <Popconfirm
                      title="删除该 Webhook 地址？"
                      description="待投递的事件不再投递。"
                      okText="删除"
                      okButtonProps={{ danger: true }}
                      cancelText="取消"
                      onConfirm={() => remove.mutateAsync(e.id)}
                    >
                      <Button type="link" danger>
                        删除
                      </Button>
                    </Popconfirm>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      {selected && (
        <div style={{ marginTop: 20 }}>
          <div className="op-section-title">
            投递记录：<code>{selected.url}</code>
          </div>
          <DeliveryLog key={selected.id} endpoint={selected} readOnly={readOnly} />
        </div>
      )}
      {editing && (
        <WebhookFormModal
          endpoint={editing === 'new' ? undefined : editing}
          saving={create.isPending || update.isPending}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            if (editing === 'new') {
              const secret = await create.mutateAsync({ id: appId, ...input });
              setSelectedId(secret.endpoint.id);
              setShown({ secret, kind: 'created' });
            } else {
              await update.mutateAsync({ id: editing.id, ...input });
            }
            setEditing(null);
          }}
        />
      )}
      {shown && (
        <SecretModal
          title={
            shown.kind === 'rotated'
              ? '新的签名密钥'
              : shown.kind === 'created'
                ? 'Webhook 地址已添加'
                : '签名密钥'
          }
          fields={[{ label: '地址', value: shown.secret.endpoint.url }]}
          secretLabel="签名密钥"
          secret={shown.secret.secret}
          notice={NOTICES[shown.kind]}
          onClose={() => setShown(null)}
        />
      )}
    </div>
  );
}
