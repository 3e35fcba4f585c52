/**
 * The open platform (开放平台), its management side: an organization's manager (a buyer organization's
 * 采购经理, a supplier) creates apps that call the API for apps (open-platform-api.ts) with the OAuth2
 * client-credentials grant, and webhook endpoints that receive the organization's events signed per the
 * Standard Webhooks spec. An app's client secret is shown once (on creation and on rotation; only its
 * scrypt digest is kept). An endpoint's signing secret is kept as it is (the server signs with it), so the
 * manager may see it again (GET /open-platform/webhooks/:id/secret), as Stripe reveals its signing
 * secrets. After a rotation of either, the old one keeps working for OPEN_LIMITS.secretOverlapHours.
 * Another organization's app, endpoint or delivery answers 404.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { RoleType } from './roles';
import type { OpenScope } from './open-scopes';
import type * as S from './open-platform-schema';

export { OPEN_SCOPES, OPEN_SCOPE_LABELS, type OpenScope } from './open-scopes';

/**
 * The sandbox organization seeded with the demo data (npm start): its manager's account and its app, with
 * every scope a buyer may grant, for trying the API (the portal's quick start names them).
 */
export const OPEN_SANDBOX = {
  organization: '开放平台沙箱企业',
  username: 'sandbox01',
  password: 'Sandbox2026',
  clientId: 'pmc_sandbox01',
  clientSecret: 'pms_sandbox01_2026',
} as const;

/** The scopes an organization of each side may grant its apps. */
export const BUYER_SCOPES: readonly OpenScope[] = [
  'goods:read',
  'order:read',
  'order:write',
  'refund:read',
  'events:read',
];
export const SUPPLIER_SCOPES: readonly OpenScope[] = [
  'goods:read',
  'order:read',
  'refund:read',
  'stock:write',
  'price:write',
  'ship:write',
  'events:read',
];

/** The events an organization's apps receive (webhooks and the event feed). */
export const OPEN_EVENT_TYPES = [
  'order.created',
  'order.shipped',
  'order.delivered',
  'order.cancelled',
  'refund.applied',
  'refund.approved',
  'refund.rejected',
  'refund.returned',
  'refund.received',
  'refund.paid',
  'refund.cancelled',
  'bid.published',
  'bid.extended',
  'bid.closed',
  'bid.awarded',
  'bid.reopened',
  'bid.completed',
  'bid.failed',
  'bid.cancelled',
] as const;
export type OpenEventType = (typeof OPEN_EVENT_TYPES)[number];

/** What an endpoint may subscribe to: an event type, or a group with `.*` (refund.*, bid.*). */
export const OPEN_EVENT_GROUPS = ['order.*', 'refund.*', 'bid.*'] as const;
export const OPEN_EVENT_FILTERS = [...OPEN_EVENT_TYPES, ...OPEN_EVENT_GROUPS] as const;
export type OpenEventFilter = (typeof OPEN_EVENT_FILTERS)[number];

export const OPEN_EVENT_LABELS: Record<OpenEventFilter, string> = {
  'order.created': '订单已提交',
  'order.shipped': '订单已发货',
  'order.delivered': '订单已收货',
  'order.cancelled': '订单已取消',
  'refund.applied': '售后已申请',
  'refund.approved': '售后已同意',
  'refund.rejected': '售后已驳回',
  'refund.returned': '买家已退货',
  'refund.received': '供应商已收到退货',
  'refund.paid': '退款已到账',
  'refund.cancelled': '售后已撤销',
  'bid.published': '竞价已发布',
  'bid.extended': '竞价已延时',
  'bid.closed': '竞价已截止',
  'bid.awarded': '竞价已定标',
  'bid.reopened': '竞价重新定标',
  'bid.completed': '竞价已完成',
  'bid.failed': '竞价已流标',
  'bid.cancelled': '竞价已撤销',
  'order.*': '全部订单事件',
  'refund.*': '全部售后事件',
  'bid.*': '全部竞价事件',
};

/** True when an endpoint subscribed to `filters` receives an event of `type`. */
export function eventMatches(filters: readonly string[], type: string): boolean {
  return filters.some((f) => f === type || (f.endsWith('.*') && type.startsWith(f.slice(0, -1))));
}

/** What an event is about. */
export const OPEN_OBJECT_TYPES = ['order', 'refund', 'bid'] as const;
export type OpenObjectType = (typeof OPEN_OBJECT_TYPES)[number];

export const OPEN_APP_STATUSES = ['ACTIVE', 'REVOKED'] as const;
export type OpenAppStatus = (typeof OPEN_APP_STATUSES)[number];
export const OPEN_APP_STATUS_LABELS: Record<OpenAppStatus, string> = { ACTIVE: '启用', REVOKED: '已吊销' };

/** PENDING waits for its next attempt; SUCCEEDED got a 2xx; FAILED gave up (3 days, or the endpoint went away). */
export const DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  PENDING: '待投递',
  SUCCEEDED: '成功',
  FAILED: '失败',
};

/** Numbers of the platform (the server keeps to them; the pages say them). */
export const OPEN_LIMITS = {
  /** Apps per organization. */
  appsPerOrganization: 20,
  /** Webhook endpoints per app. */
  endpointsPerApp: 10,
  /** Requests per minute an app may make: the default and the bounds a manager may set. */
  rateLimitDefault: 600,
  rateLimitMin: 10,
  rateLimitMax: 6000,
  /** Entries of an IP allowlist. */
  ipAllowlistMax: 20,
  /** Token requests per minute, counted per client_id and per caller address (then 429). */
  tokenRequestsPerMinute: 20,
  /** An access token lives this long (seconds). */
  tokenTtlSeconds: 7200,
  /** After a rotation the previous secret (client secret or signing secret) still works this long. */
  secretOverlapHours: 24,
  /** A delivery is retried for this long, then FAILED. */
  retryDays: 3,
  /** An endpoint failing this long without a success is disabled (at once on HTTP 410). */
  disableAfterDays: 5,
  /** Events are kept (feed, replay) this long. */
  eventRetentionDays: 30,
  /** Most events per feed page. */
  feedLimitMax: 100,
  /** A replay covers at most this many days. */
  replayMaxDays: 30,
  /** How much of a request or response body the delivery log keeps (characters). */
  logBodyMax: 4096,
} as const;

export const OPEN_PLATFORM_MESSAGES = {
  appNotFound: '应用不存在',
  endpointNotFound: 'Webhook 地址不存在',
  deliveryNotFound: '投递记录不存在',
  appRevoked: '应用已吊销，不能再修改',
  tooManyApps: `每个企业最多创建 ${OPEN_LIMITS.appsPerOrganization} 个应用`,
  tooManyEndpoints: `每个应用最多配置 ${OPEN_LIMITS.endpointsPerApp} 个 Webhook 地址`,
  scopeNotAllowed: '所选权限范围不适用于本企业',
  urlRefused: 'Webhook 地址不能指向本机、内网或链路本地地址',
  urlUnresolved: 'Webhook 地址的域名无法解析',
  replayRange: `重放的时间范围应在 ${OPEN_LIMITS.replayMaxDays} 天内，且开始早于结束`,
} as const;

/** Who manages the organization's apps: a buyer organization's 采购经理 and a supplier. */
export const OPEN_PLATFORM_MANAGERS: readonly RoleType[] = ['APPROVER', 'VENDOR'];
const managers = { roles: OPEN_PLATFORM_MANAGERS } as const;

export type OpenApp = z.infer<typeof S.openApp>;
export type OpenAppPage = z.infer<typeof S.openAppPage>;
export type OpenAppInput = z.input<typeof S.openAppInput>;
export type OpenAppUpdate = z.input<typeof S.openAppUpdate>;
export type OpenAppSecret = z.infer<typeof S.openAppSecret>;
export type OpenIdRequest = z.input<typeof S.openIdRequest>;
export type OpenPageQuery = z.input<typeof S.openPageQuery>;
export type WebhookEndpoint = z.infer<typeof S.webhookEndpoint>;
export type WebhookEndpointInput = z.input<typeof S.webhookEndpointInput>;
export type WebhookEndpointUpdate = z.input<typeof S.webhookEndpointUpdate>;
export type WebhookEndpointSecret = z.infer<typeof S.webhookEndpointSecret>;
export type WebhookDelivery = z.infer<typeof S.webhookDelivery>;
export type WebhookDeliveryPage = z.infer<typeof S.webhookDeliveryPage>;
export type WebhookDeliveryQuery = z.input<typeof S.webhookDeliveryQuery>;
export type WebhookAttempt = z.infer<typeof S.webhookAttempt>;
export type WebhookDeliveryDetail = z.infer<typeof S.webhookDeliveryDetail>;
export type WebhookReplayRequest = z.input<typeof S.webhookReplayRequest>;
export type WebhookReplayed = z.infer<typeof S.webhookReplayed>;
export type OpenEvent = z.infer<typeof S.openEvent>;
export type OpenEventFeed = z.infer<typeof S.openEventFeed>;
export type OpenEventFeedQuery = z.input<typeof S.openEventFeedQuery>;
export type AppEventFeedQuery = z.input<typeof S.appEventFeedQuery>;

const TAG = '开放平台管理';

export const openAppPageEndpoint: Endpoint<OpenPageQuery, OpenAppPage> = {
  method: 'GET',
  path: '/open-platform/apps',
  access: managers,
  tag: TAG,
  summary: '本企业的应用（最新在前；含权限范围、限流、IP 白名单与最近调用时间，不含密钥）',
};

export const openAppCreateEndpoint: Endpoint<OpenAppInput, OpenAppSecret> = {
  method: 'POST',
  path: '/open-platform/apps',
  access: managers,
  codes: [409],
  tag: TAG,
  summary: '创建应用：答复 client_id 与 client_secret（密钥只显示这一次，服务器只保存其摘要）',
};

export const openAppDetailEndpoint: Endpoint<OpenIdRequest, OpenApp> = {
  method: 'GET',
  path: '/open-platform/apps/:id',
  idRefs: { id: 'owned' },
  access: managers,
  tag: TAG,
  summary: '应用详情',
};

export const openAppUpdateEndpoint: Endpoint<OpenIdRequest & OpenAppUpdate, OpenApp> = {
  method: 'POST',
  path: '/open-platform/apps/:id/update',
  idRefs: { id: 'owned' },
  access: managers,
  codes: [409],
  tag: TAG,
  summary: '修改应用的名称、权限范围、限流与 IP 白名单（已吊销的应用答 409）',
};

export const openAppRotateEndpoint: Endpoint<OpenIdRequest, OpenAppSecret> = {
  method: 'POST',
  path: '/open-platform/apps/:id/rotate-secret',
  idRefs: { id: 'owned' },
  access: managers,
  codes: [409],
  tag: TAG,
  summary: '轮换 client_secret：新密钥只显示这一次，旧密钥在 24 小时内仍然有效',
};

export const openAppRevokeEndpoint: Endpoint<OpenIdRequest, OpenApp> = {
  method: 'POST',
  path: '/open-platform/apps/:id/revoke',
  idRefs: { id: 'owned' },
  access: managers,
  tag: TAG,
  summary: '吊销应用：其密钥与已发放的令牌立即失效，Webhook 停止投递（再次吊销不变）',
};

export const webhookEndpointListEndpoint: Endpoint<OpenIdRequest, WebhookEndpoint[]> = {
  method: 'GET',
  path: '/open-platform/apps/:id/webhooks',
  idRefs: { id: 'owned' },
  access: managers,
  tag: TAG,
  summary: '应用的 Webhook 地址',
};

export const webhookEndpointCreateEndpoint: Endpoint<
  OpenIdRequest & WebhookEndpointInput,
  WebhookEndpointSecret
> = {
  method: 'POST',
  path: '/open-platform/apps/:id/webhooks',
  idRefs: { id: 'owned' },
  access: managers,
  codes: [409],
  tag: TAG,
  summary: '添加 Webhook 地址与订阅的事件类型：答复签名密钥 whsec_…（本机、内网地址不允许）',
};

export const webhookEndpointUpdateEndpoint: Endpoint<OpenIdRequest & WebhookEndpointUpdate, WebhookEndpoint> =
  {
    method: 'POST',
    path: '/open-platform/webhooks/:id/update',
    idRefs: { id: 'owned' },
    access: managers,
    tag: TAG,
    summary: '修改 Webhook 地址、事件类型、说明，或启用/停用（重新启用时清除失败记录）',
  };

export const webhookEndpointSecretEndpoint: Endpoint<OpenIdRequest, WebhookEndpointSecret> = {
  method: 'GET',
  path: '/open-platform/webhooks/:id/secret',
  idRefs: { id: 'owned' },
  access: managers,
  tag: TAG,
  summary: '查看 Webhook 签名密钥（服务器用它签名，故可再次查看；泄露时请轮换）',
};

export const webhookEndpointRotateEndpoint: Endpoint<OpenIdRequest, WebhookEndpointSecret> = {
  method: 'POST',
  path: '/open-platform/webhooks/:id/rotate-secret',
  idRefs: { id: 'owned' },
  access: managers,
  tag: TAG,
  summary: '轮换签名密钥：24 小时内每次投递带新旧两个签名',
};

export const webhookEndpointDeleteEndpoint: Endpoint<OpenIdRequest, null> = {
  method: 'POST',
  path: '/open-platform/webhooks/:id/delete',
  idRefs: { id: 'owned' },
  access: managers,
  tag: TAG,
  summary: '删除 Webhook 地址（其待投递的事件不再投递）',
};

export const webhookDeliveryPageEndpoint: Endpoint<
  OpenIdRequest & WebhookDeliveryQuery,
  WebhookDeliveryPage
> = {
  method: 'GET',
  path: '/open-platform/webhooks/:id/deliveries',
  idRefs: { id: 'owned' },
  access: managers,
  tag: TAG,
  summary: 'Webhook 投递记录（最新在前；status 筛选：PENDING、SUCCEEDED、FAILED）',
};

export const webhookDeliveryDetailEndpoint: Endpoint<OpenIdRequest, WebhookDeliveryDetail> = {
  method: 'GET',
  path: '/open-platform/deliveries/:id',
  idRefs: { id: 'owned' },
  access: managers,
  tag: TAG,
  summary: '投递详情：事件、每次尝试的请求与响应（正文截断至 4096 字）',
};

export const webhookDeliveryResendEndpoint: Endpoint<OpenIdRequest, WebhookDelivery> = {
  method: 'POST',
  path: '/open-platform/deliveries/:id/resend',
  idRefs: { id: 'owned' },
  access: managers,
  tag: TAG,
  summary: '重新投递这一事件（新的投递记录，立即尝试）',
};

export const webhookReplayEndpoint: Endpoint<OpenIdRequest & WebhookReplayRequest, WebhookReplayed> = {
  method: 'POST',
  path: '/open-platform/webhooks/:id/replay',
  idRefs: { id: 'owned' },
  access: managers,
  tag: TAG,
  summary: '重放一段时间内（最长 30 天）该地址订阅的全部事件',
};

export const appEventFeedEndpoint: Endpoint<OpenIdRequest & AppEventFeedQuery, OpenEventFeed> = {
  method: 'GET',
  path: '/open-platform/apps/:id/events',
  idRefs: { id: 'owned' },
  access: managers,
  tag: TAG,
  summary: '应用可见的事件（与应用调用 GET /open/events（/open/v1/events）所得相同；after 为游标）',
};
