import { useMemo } from 'react';
import { Alert, Button, Space, Table, Tabs, Tag } from 'antd';
import { Link } from 'react-router';
import {
  BUYER_SCOPES,
  OPEN_EVENT_LABELS,
  OPEN_EVENT_TYPES,
  OPEN_LIMITS,
  OPEN_SANDBOX,
  OPEN_SCOPE_LABELS,
  OPEN_SCOPES,
  SUPPLIER_SCOPES,
  type OpenScope,
} from '@pm/contract/open-platform';
import { openEventFeedAliasEndpoint, openEventFeedEndpoint } from '@pm/contract/open-platform-api';
import { CodeBlock } from '@/features/open-platform/desktop/code-block';
import { quickStartSteps } from '@/features/open-platform/model/quick-start';
import { SIGN_IN_PATH } from '@/lib/env';
import { Panel } from '@/ui/desktop/empty-state';
import { OPEN_PLATFORM_APPS_PATH, OPEN_PLATFORM_DOCS_PATH } from '../paths';
import { useManager } from '../use-manager';

const FEATURES = [
  {
    title: '商品、价格与库存',
    text: '按关键词、分类、品牌搜索商品，按商品 ID 批量查询协议价与库存，价格以分为单位。',
  },
  {
    title: '下单与订单跟踪',
    text: '采购企业的 ERP 直接提交订单（Idempotency-Key 防重复），查询订单、物流与售后。',
  },
  {
    title: '供应商协同',
    text: '供应商读取待发货订单、回填物流单号发货，同步库存与价格，全部成功或全部不变。',
  },
  {
    title: 'Webhook 推送',
    text: `订单、售后、竞价状态变化实时推送，按 Standard Webhooks 规范签名；至少投递一次，失败按指数退避重试 ${OPEN_LIMITS.retryDays} 天。`,
  },
  {
    title: '事件流',
    text: `不方便接收推送时，按游标轮询 GET ${openEventFeedAliasEndpoint.path}?after=<游标>（与 ${openEventFeedEndpoint.path} 相同）取回事件，保留 ${OPEN_LIMITS.eventRetentionDays} 天；每个对象的事件带递增序号。`,
  },
  {
    title: '安全与限流',
    text: `OAuth2 客户端凭证、按接口的权限范围、IP 白名单，每个应用每分钟默认 ${OPEN_LIMITS.rateLimitDefault} 次调用（X-RateLimit-* 响应头）。`,
  },
];

interface ScopeRow {
  scope: OpenScope;
  label: string;
  buyer: boolean;
  supplier: boolean;
}

const SCOPE_ROWS: ScopeRow[] = OPEN_SCOPES.map((scope) => ({
  scope,
  label: OPEN_SCOPE_LABELS[scope],
  buyer: BUYER_SCOPES.includes(scope),
  supplier: SUPPLIER_SCOPES.includes(scope),
}));

const yes = (v: boolean) => (v ? <Tag color="green">可用</Tag> : <span>—</span>);

/** /open-platform/index: what the platform offers, the quick start, scopes, events and rules. */
export default function OpenPlatformHomePage() {
  const { kind, manager } = useManager();
  const steps = useMemo(() => quickStartSteps(window.location.origin), []);

  return (
    <>
      <section className="op-hero">
        <h2>固买开放平台</h2>
        <p>
          让企业的
          ERP（SAP、用友、金蝶等）与商城直连：采购企业在自己的系统里搜索商品、下单并跟踪订单与售后；供应商在自己的系统里发货、同步库存与价格。所有接口与商城页面使用同一份契约，订单状态变化通过签名的
          Webhook 实时推送。
        </p>
        <Space wrap>
          <Link to={OPEN_PLATFORM_DOCS_PATH}>
            <Button type="primary">查看接口文档</Button>
          </Link>
          {manager ? (
            <Link to={OPEN_PLATFORM_APPS_PATH}>
              <Button>管理我的应用</Button>
            </Link>
          ) : kind === null ? (
            <Link to={SIGN_IN_PATH}>
              <Button>登录后创建应用</Button>
            </Link>
          ) : null}
        </Space>
        {kind !== null && !manager && (
          <Alert
            style={{ marginTop: 16, maxWidth: 820 }}
            type="info"
            showIcon
            title="应用由采购企业的采购经理或供应商账号创建与管理；您可以查看接口文档并使用调试台。"
          />
        )}
      </section>

      <div className="op-features">
        {FEATURES.map((f) => (
          <div className="op-feature" key={f.title}>
            <h3>{f.title}</h3>
            <p>{f.text}</p>
          </div>
        ))}
      </div>

      <Panel title="快速开始">
        <Alert
          style={{ marginBottom: 16 }}
          type="success"
          showIcon
          title={
            <>
              沙箱环境：演示数据中的「{OPEN_SANDBOX.organization}」带有订单与事件，可直接用沙箱应用{' '}
              <code>{OPEN_SANDBOX.clientId}</code> / <code>{OPEN_SANDBOX.clientSecret}</code>{' '}
              获取令牌调用采购企业的全部接口；也可登录沙箱账号 <code>{OPEN_SANDBOX.username}</code> /{' '}
              <code>{OPEN_SANDBOX.password}</code>（采购经理）管理应用与 Webhook。
            </>
          }
        />
        <ol style={{ paddingLeft: 20, margin: 0 }}>
          <li style={{ marginBottom: 12 }}>
            <strong>创建应用</strong>：在「应用管理」中创建应用，勾选需要的权限范围，记下 client_id 与
            client_secret（密钥只显示一次）。
          </li>
          {steps.map((s) => (
            <li key={s.key} style={{ marginBottom: 16 }}>
              <strong>{s.title}</strong>：{s.description}
              <Tabs
                size="small"
                items={[
                  {
                    key: 'curl',
                    label: 'curl',
                    children: <CodeBlock code={s.curl} label={`${s.title}（curl）`} />,
                  },
                  {
                    key: 'node',
                    label: 'Node.js',
                    children: <CodeBlock code={s.node} label={`${s.title}（Node.js）`} />,
                  },
                ]}
              />
            </li>
          ))}
        </ol>
      </Panel>

      <Panel title="权限范围">
        <Table<ScopeRow>
          rowKey="scope"
          size="small"
          pagination={false}
          dataSource={SCOPE_ROWS}
          columns={[
            { title: '权限范围', dataIndex: 'scope', render: (s: string) => <code>{s}</code> },
            { title: '说明', dataIndex: 'label' },
            { title: '采购企业', dataIndex: 'buyer', width: 110, render: yes },
            { title: '供应商', dataIndex: 'supplier', width: 110, render: yes },
          ]}
        />
      </Panel>

      <Panel title="事件类型">
        <Table
          rowKey="type"
          size="small"
          pagination={false}
          dataSource={OPEN_EVENT_TYPES.map((type) => ({ type, label: OPEN_EVENT_LABELS[type] }))}
          columns={[
            { title: '事件', dataIndex: 'type', render: (s: string) => <code>{s}</code> },
            { title: '说明', dataIndex: 'label' },
          ]}
        />
        <p style={{ marginTop: 12, color: '#5f6b7a' }}>
          订阅时可用 order.*、refund.*、bid.* 订阅一类事件。同一事件可能投递不止一次：请按 webhook-id
          去重，按事件的 sequence
          顺序处理同一对象的事件。竞价事件发给发起竞价的采购企业，以及受邀或已报价的供应商（面向所有供应商的竞价，发布与撤销发给全部认证供应商）；定标事件中供应商只看到自己的中标行与价格。
        </p>
      </Panel>

      <Panel title="平台规则">
        <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 2 }}>
          <li>
            访问令牌有效 {OPEN_LIMITS.tokenTtlSeconds / 3600} 小时；轮换密钥后旧密钥在{' '}
            {OPEN_LIMITS.secretOverlapHours} 小时内仍然有效。
          </li>
          <li>
            每个应用每分钟 {OPEN_LIMITS.rateLimitMin}–{OPEN_LIMITS.rateLimitMax} 次调用（默认{' '}
            {OPEN_LIMITS.rateLimitDefault}
            次），超出答复 HTTP 429 并给出 Retry-After。
          </li>
          <li>
            获取令牌接口每个 client_id、每个来源 IP 每分钟各 {OPEN_LIMITS.tokenRequestsPerMinute} 次，超出答复
            HTTP 429（error 为 temporarily_unavailable）并给出 Retry-After。
          </li>
          <li>
            每个企业最多 {OPEN_LIMITS.appsPerOrganization} 个应用，每个应用最多 {OPEN_LIMITS.endpointsPerApp}{' '}
            个 Webhook 地址。
          </li>
          <li>
            Webhook 投递失败按指数退避重试 {OPEN_LIMITS.retryDays} 天；连续 {OPEN_LIMITS.disableAfterDays}{' '}
            天失败或接收方答复 HTTP 410 时地址自动停用。可在投递记录中重新投递，或重放一段时间内的事件。
          </li>
          <li>其他企业的订单、售后等数据一律答复 404。</li>
        </ul>
      </Panel>
    </>
  );
}
