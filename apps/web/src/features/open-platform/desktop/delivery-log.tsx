import { useState } from 'react';
import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Popconfirm,
  Segmented,
  Space,
  Spin,
  Table,
  Tag,
} from 'antd';
import type { Dayjs } from 'dayjs';
import {
  DELIVERY_STATUS_LABELS,
  OPEN_EVENT_LABELS,
  OPEN_LIMITS,
  type DeliveryStatus,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@pm/contract/open-platform';
import { QueryError } from '@/ui/desktop/query-error';
import { useDelivery } from '../api/delivery-detail';
import { useDeliveries } from '../api/delivery-page';
import { useResendDelivery } from '../api/delivery-resend';
import { useReplayWebhook } from '../api/webhook-replay';
import { timeText } from '../model/manage';
import { CodeBlock } from './code-block';

const LIMIT = 20;
const STATUS_COLORS: Record<DeliveryStatus, string> = { PENDING: 'blue', SUCCEEDED: 'green', FAILED: 'red' };
type Filter = DeliveryStatus | 'all';

function StatusTag({ status }: { status: DeliveryStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{DELIVERY_STATUS_LABELS[status]}</Tag>;
}

function headersText(h: Record<string, string>): string {
  return Object.entries(h)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
}

function AttemptView({ a }: { a: WebhookAttempt }) {
  return (
    <div style={{ marginBottom: 16 }}>
      <div className="op-section-title">
        第 {a.attempt} 次尝试 · {timeText(a.at)} · {a.durationMs} ms ·{' '}
        {a.responseStatus !== null ? `HTTP ${a.responseStatus}` : '无答复'}
      </div>
      {a.error && <Alert type="error" showIcon style={{ marginBottom: 8 }} title={a.error} />}
      <CodeBlock code={headersText(a.requestHeaders)} label="请求头" />
      <div style={{ marginTop: 6 }}>
        <CodeBlock code={a.requestBody || '（空）'} label="请求体" />
      </div>
      <div style={{ marginTop: 6 }}>
        <CodeBlock code={a.responseBody || '（空）'} label="响应体" />
      </div>
    </div>
  );
}

/** A delivery: its event, and every attempt's request and response (bodies cut at the log's limit). */
function DeliveryDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const d = useDelivery(id);
  return (
    <Drawer open onClose={onClose} size={760} title="投递详情">
      {d.isPending ? (
        <Spin />
      ) : d.isError ? (
        <QueryError error={d.error} onRetry={() => void d.refetch()} />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label="事件">
              <code>{d.data.eventId}</code> {OPEN_EVENT_LABELS[d.data.eventType]}
            </Descriptions.Item>
            <Descriptions.Item label="状态">
              <StatusTag status={d.data.status} />
            </Descriptions.Item>
            <Descriptions.Item label="地址" span={2}>
              {d.data.url}
            </Descriptions.Item>
            <Descriptions.Item label="尝试次数">{d.data.attempts}</Descriptions.Item>
            <Descriptions.Item label="下次尝试">{timeText(d.data.nextAttemptAt)}</Descriptions.Item>
            <Descriptions.Item label="创建时间">{timeText(d.data.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="送达时间">{timeText(d.data.deliveredAt)}</Descriptions.Item>
          </Descriptions>
          <div className="op-section-title">事件内容</div>
          <CodeBlock code={JSON.stringify(d.data.event, null, 2)} label="事件内容" />
          {d.data.log.length === 0 ? (
            <p style={{ color: '#5f6b7a', marginTop: 12 }}>还没有尝试投递。</p>
          ) : (
            d.data.log.map((a) => <AttemptView key={a.attempt} a={a} />)
          )}
          <p style={{ color: '#5f6b7a' }}>请求体与响应体最多保留 {OPEN_LIMITS.logBodyMax} 个字符。</p>
        </>
      )}
    </Drawer>
  );
}

/** Replays every event of a time range the endpoint subscribes to (at most OPEN_LIMITS.replayMaxDays days). */
function ReplayBar({ endpointId, disabled }: { endpointId: string; disabled: boolean }) {
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const replay = useReplayWebhook();
  const [from, to] = range ?? [null, null];
  return (
    <Space wrap>
      <DatePicker.RangePicker
        showTime
        aria-label="重放时间范围"
        value={range}
        onChange={(v) => setRange(v)}
        placeholder={['开始时间', '结束时间']}
      />
      <Popconfirm
        title="重放这段时间的事件？"
        description="该地址订阅的事件将重新排队投递（接收方应按 webhook-id 去重）。"
        okText="重放"
        cancelText="取消"
        disabled={!from || !to || disabled}
        onConfirm={() =>
          from && to
            ? replay.mutateAsync({ id: endpointId, from: from.toISOString(), to: to.toISOString() })
            : undefined
        }
      >
        <Button disabled={!from || !to || disabled} loading={replay.isPending}>
          重放事件
        </Button>
      </Popconfirm>
      <span style={{ color: '#5f6b7a' }}>最长 {OPEN_LIMITS.replayMaxDays} 天</span>
    </Space>
  );
}

/** An endpoint's delivery log: status filter, each delivery's attempts, resend one, replay a range. */
export function DeliveryLog({ endpoint, readOnly }: { endpoint: WebhookEndpoint; readOnly: boolean }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useDeliveries({
    id: endpoint.id,
    page,
    limit: LIMIT,
    ...(filter !== 'all' ? { status: filter } : {}),
  });
  const resend = useResendDelivery();
  return (
    <section aria-label="投递记录">
      <Space wrap style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }}>
        <Segmented<Filter>
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPage(1);
          }}
          options={[
            { value: 'all', label: '全部' },
            { value: 'PENDING', label: DELIVERY_STATUS_LABELS.PENDING },
            { value: 'SUCCEEDED', label: DELIVERY_STATUS_LABELS.SUCCEEDED },
            { value: 'FAILED', label: DELIVERY_STATUS_LABELS.FAILED },
          ]}
        />
        <Space>
          <ReplayBar endpointId={endpoint.id} disabled={readOnly} />
          <Button onClick={() => void list.refetch()}>刷新</Button>
        </Space>
      </Space>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<WebhookDelivery>
          rowKey="id"
          size="small"
          loading={list.isPending}
          dataSource={list.data?.records ?? []}
          locale={{ emptyText: '还没有投递记录' }}
          pagination={{
            current: page,
            pageSize: LIMIT,
            total: list.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            {
              title: '事件',
              dataIndex: 'eventType',
              render: (t: WebhookDelivery['eventType'], r) => (
                <span>
                  <Tag>{t}</Tag>
                  <code style={{ fontSize: 12 }}>{r.eventId}</code>
                </span>
              ),
            },
            {
              title: '状态',
              dataIndex: 'status',
              width: 90,
              render: (s: DeliveryStatus) => <StatusTag status={s} />,
            },
            { title: '尝试', dataIndex: 'attempts', width: 60 },
            {
              title: '最近答复',
              width: 160,
              render: (_: unknown, r) =>
                r.lastStatusCode !== null ? `HTTP ${r.lastStatusCode}` : r.lastError ? r.lastError : '—',
            },
            {
              title: '下次尝试',
              dataIndex: 'nextAttemptAt',
              width: 170,
              render: (t: string | null) => timeText(t),
            },
            { title: '创建时间', dataIndex: 'createdAt', width: 170, render: (t: string) => timeText(t) },
            {
              title: '操作',
              width: 150,
              render: (_: unknown, r) => (
                <Space size={0}>
                  <Button type="link" onClick={() => setOpen(r.id)}>
                    详情
                  </Button>
                  {!readOnly && (
                    <Button
                      type="link"
                      loading={resend.isPending && resend.variables === r.id}
                      onClick={() => resend.mutate(r.id)}
                    >
                      重新投递
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
      {open && <DeliveryDrawer id={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
