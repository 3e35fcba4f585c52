import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import {
  appEventFeedEndpoint,
  DELIVERY_STATUSES,
  OPEN_APP_STATUSES,
  OPEN_EVENT_FILTERS,
  OPEN_EVENT_TYPES,
  OPEN_LIMITS,
  OPEN_OBJECT_TYPES,
  OPEN_SCOPES,
  openAppCreateEndpoint,
  openAppDetailEndpoint,
  openAppPageEndpoint,
  openAppRevokeEndpoint,
  openAppRotateEndpoint,
  openAppUpdateEndpoint,
  webhookDeliveryDetailEndpoint,
  webhookDeliveryPageEndpoint,
  webhookDeliveryResendEndpoint,
  webhookEndpointCreateEndpoint,
  webhookEndpointDeleteEndpoint,
  webhookEndpointListEndpoint,
  webhookEndpointRotateEndpoint,
  webhookEndpointSecretEndpoint,
  webhookEndpointUpdateEndpoint,
  webhookReplayEndpoint,
} from './open-platform';
import { idSchema, pageOf, pageQuery } from './page';

export const openScope = z.enum(OPEN_SCOPES, { message: '权限范围不正确' });
export const openEventType = z.enum(OPEN_EVENT_TYPES, { message: '事件类型不正确' });
export const openEventFilter = z.enum(OPEN_EVENT_FILTERS, { message: '事件类型不正确' });

export const openIdRequest = z.object({ id: idSchema });
export const openPageQuery = pageQuery;

const appName = z
  .string({ message: '请填写应用名称' })
  .trim()
  .min(1, { message: '请填写应用名称' })
  .max(50, { message: '应用名称最长 50 个字' })
  .meta({ example: '金蝶云星空对接' });

const scopes = z
  .array(openScope, { message: '权限范围应为列表' })
  .min(1, { message: '请至少选择一个权限范围' })
  .max(OPEN_SCOPES.length, { message: '权限范围重复' })
  .transform((v) => [...new Set(v)]);

const rateLimit = z
  .number({ message: '每分钟请求上限应为整数' })
  .int({ message: '每分钟请求上限应为整数' })
  .min(OPEN_LIMITS.rateLimitMin, {
    message: `每分钟请求上限应在 ${OPEN_LIMITS.rateLimitMin} 到 ${OPEN_LIMITS.rateLimitMax} 之间`,
  })
  .max(OPEN_LIMITS.rateLimitMax, {
    message: `每分钟请求上限应在 ${OPEN_LIMITS.rateLimitMin} 到 ${OPEN_LIMITS.rateLimitMax} 之间`,
  });

const IPV4 = '(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(\\.(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}';
/** An IPv4 address or CIDR block (203.0.113.7, 203.0.113.0/24), or an IPv6 one (2001:db8::1, 2001:db8::/32). */
export const IP_RULE_PATTERN = `^(${IPV4}(/([0-9]|[12][0-9]|3[0-2]))?|[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*(/([0-9]|[1-9][0-9]|1[01][0-9]|12[0-8]))?)$`;
const ipRule = z
  .string({ message: 'IP 白名单应为 IP 地址或网段' })
  .trim()
  .regex(new RegExp(IP_RULE_PATTERN), {
    message: 'IP 白名单应为 IP 地址或网段（如 203.0.113.7 或 203.0.113.0/24）',
  })
  .meta({ example: '203.0.113.0/24' });

const ipAllowlist = z
  .array(ipRule, { message: 'IP 白名单应为列表' })
  .max(OPEN_LIMITS.ipAllowlistMax, { message: `IP 白名单最多 ${OPEN_LIMITS.ipAllowlistMax} 条` })
  .transform((v) => [...new Set(v)]);

export const openAppInput = z.object({
  name: appName,
  scopes,
  /** Requests per minute (default OPEN_LIMITS.rateLimitDefault). */
  rateLimitPerMinute: rateLimit.default(OPEN_LIMITS.rateLimitDefault),
  /** Addresses or blocks the app may call from; empty: any. */
  ipAllowlist: ipAllowlist.default([]),
});

export const openAppUpdate = z.object({
  name: appName.optional(),
  scopes: scopes.optional(),
  rateLimitPerMinute: rateLimit.optional(),
  ipAllowlist: ipAllowlist.optional(),
});

export const openApp = z.object({
  id: z.string(),
  name: z.string(),
  /** The OAuth2 client_id (public). */
  clientId: z.string(),
  scopes: z.array(openScope),
  rateLimitPerMinute: z.number().int(),
  ipAllowlist: z.array(z.string()),
  status: z.enum(OPEN_APP_STATUSES),
  /** ISO times, the server's clock. */
  createdAt: z.string(),
  createdByName: z.string(),
  /** Last time a token of the app was issued or used; null: never. */
  lastUsedAt: z.string().nullable(),
  /** Until when the secret before the last rotation still works; null: no overlap now. */
  previousSecretExpiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

export const openAppPage = pageOf(openApp);

/** An app with its client secret, answered once on creation and on rotation. */
export const openAppSecret = z.object({
  app: openApp,
  /** Shown this once; the server keeps only a digest. */
  clientSecret: z.string(),
});

const webhookUrl = z
  .string({ message: '请填写 Webhook 地址' })
  .trim()
  .max(500, { message: 'Webhook 地址最长 500 个字符' })
  .url({ message: 'Webhook 地址应为 http 或 https 网址', protocol: /^https?$/ })
  .meta({ example: 'https://erp.example.com/hooks/procurement' });

const eventFilters = z
  .array(openEventFilter, { message: '事件类型应为列表' })
  .min(1, { message: '请至少选择一个事件类型' })
  .max(OPEN_EVENT_FILTERS.length, { message: '事件类型重复' })
  .transform((v) => [...new Set(v)]);

const endpointDescription = z
  .string({ message: '说明应为文字' })
  .trim()
  .max(100, { message: '说明最长 100 个字' });

export const webhookEndpointInput = z.object({
  url: webhookUrl,
  eventTypes: eventFilters,
  description: endpointDescription.default(''),
});

export const webhookEndpointUpdate = z.object({
  url: webhookUrl.optional(),
  eventTypes: eventFilters.optional(),
  description: endpointDescription.optional(),
  enabled: z.boolean({ message: '是否启用应为 true 或 false' }).optional(),
});

export const webhookEndpoint = z.object({
  id: z.string(),
  appId: z.string(),
  url: z.string(),
  eventTypes: z.array(openEventFilter),
  description: z.string(),
  enabled: z.boolean(),
  /** Why it was disabled: 手动停用, 连续 5 天投递失败, 接收方答复 410; null while enabled. */
  disabledReason: z.string().nullable(),
  /** Since when every attempt failed (no success since); null: the last attempt succeeded or none yet. */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
  /** Until when the signing secret before the last rotation is used too (two signatures). */
  previousSecretExpiresAt: z.string().nullable(),
});

export const webhookEndpointSecret = z.object({
  endpoint: webhookEndpoint,
  /** whsec_ followed by the key in base64 (Standard Webhooks). */
  secret: z.string(),
});

export const webhookDeliveryQuery = pageQuery.extend({
  status: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(DELIVERY_STATUSES, { message: '投递状态不正确' }).optional(),
  ),
});

export const webhookDelivery = z.object({
  id: z.string(),
  endpointId: z.string(),
  /** The event's id, the webhook-id header (msg_…). */
  eventId: z.string(),
  eventType: openEventType,
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** When the next attempt is due (PENDING), else null. */
  nextAttemptAt: z.string().nullable(),
  /** HTTP status of the last attempt; null: none yet or no answer (connection failed). */
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});

export const webhookDeliveryPage = pageOf(webhookDelivery);

export const webhookAttempt = z.object({
  /** 1 for the first attempt. */
  attempt: z.number().int(),
  at: z.string(),
  requestHeaders: z.record(z.string(), z.string()),
  /** Truncated to OPEN_LIMITS.logBodyMax characters. */
  requestBody: z.string(),
  responseStatus: z.number().int().nullable(),
  responseBody: z.string(),
  /** Why no answer came (timeout, refused, address not allowed), else null. */
  error: z.string().nullable(),
  durationMs: z.number().int(),
});

/** An event as apps see it: the webhook's JSON body and an entry of the feed. */
export const openEvent = z.object({
  /** msg_ followed by the event's number; the feed's cursor is the number after it. */
  id: z.string(),
  type: openEventType,
  objectType: z.enum(OPEN_OBJECT_TYPES),
  objectId: z.string(),
  /** 1, 2, 3 … per object: receivers apply an object's events in this order. */
  sequence: z.number().int(),
  /** ISO time of the change. */
  timestamp: z.string(),
  /** What changed (the order's number and status, the refund's amount …). */
  data: z.record(z.string(), z.unknown()),
});

export const webhookDeliveryDetail = webhookDelivery.extend({
  event: openEvent,
  url: z.string(),
  log: z.array(webhookAttempt),
});

const isoTime = z.iso.datetime({
  offset: true,
  message: '时间应为 ISO 8601 格式（如 2026-11-26T08:00:00+08:00）',
});

export const webhookReplayRequest = z.object({
  from: isoTime,
  to: isoTime,
});

export const webhookReplayed = z.object({
  /** Events queued again for the endpoint. */
  queued: z.number().int(),
});

const cursor = z
  .string({ message: '游标应为数字' })
  .regex(/^(0|[1-9][0-9]{0,18})$/, { message: '游标应为数字' })
  .meta({ description: '上一页答复的 nextCursor；省略或 0 从保留期内最早的事件开始', example: '0' });

export const openEventFeedQuery = z.object({
  after: cursor.default('0'),
  limit: z.coerce
    .number({ message: '每页条数应为整数' })
    .int({ message: '每页条数应为整数' })
    .min(1, { message: `每页条数应在 1 到 ${OPEN_LIMITS.feedLimitMax} 之间` })
    .max(OPEN_LIMITS.feedLimitMax, { message: `每页条数应在 1 到 ${OPEN_LIMITS.feedLimitMax} 之间` })
    .default(50),
});
export const appEventFeedQuery = openEventFeedQuery;

export const openEventFeed = z.object({
  events: z.array(openEvent),
  /** Pass as `after` for the next page (the last event's number, or the cursor given when none came). */
  nextCursor: z.string(),
  hasMore: z.boolean(),
});

export const openAppPageRoute = routeOf(openAppPageEndpoint, {
  querystring: openPageQuery,
  response: openAppPage,
});
export const openAppCreateRoute = routeOf(openAppCreateEndpoint, {
  body: openAppInput,
  response: openAppSecret,
});
export const openAppDetailRoute = routeOf(openAppDetailEndpoint, {
  params: openIdRequest,
  response: openApp,
});
export const openAppUpdateRoute = routeOf(openAppUpdateEndpoint, {
  params: openIdRequest,
  body: openAppUpdate,
  response: openApp,
});
export const openAppRotateRoute = routeOf(openAppRotateEndpoint, {
  params: openIdRequest,
  response: openAppSecret,
});
export const openAppRevokeRoute = routeOf(openAppRevokeEndpoint, {
  params: openIdRequest,
  response: openApp,
});
export const webhookEndpointListRoute = routeOf(webhookEndpointListEndpoint, {
  params: openIdRequest,
  response: z.array(webhookEndpoint),
});
export const webhookEndpointCreateRoute = routeOf(webhookEndpointCreateEndpoint, {
  params: openIdRequest,
  body: webhookEndpointInput,
  response: webhookEndpointSecret,
});
export const webhookEndpointUpdateRoute = routeOf(webhookEndpointUpdateEndpoint, {
  params: openIdRequest,
  body: webhookEndpointUpdate,
  response: webhookEndpoint,
});
export const webhookEndpointSecretRoute = routeOf(webhookEndpointSecretEndpoint, {
  params: openIdRequest,
  response: webhookEndpointSecret,
});
export const webhookEndpointRotateRoute = routeOf(webhookEndpointRotateEndpoint, {
  params: openIdRequest,
  response: webhookEndpointSecret,
});
export const webhookEndpointDeleteRoute = routeOf(webhookEndpointDeleteEndpoint, {
  params: openIdRequest,
  response: z.null(),
});
export const webhookDeliveryPageRoute = routeOf(webhookDeliveryPageEndpoint, {
  params: openIdRequest,
  querystring: webhookDeliveryQuery,
  response: webhookDeliveryPage,
});
export const webhookDeliveryDetailRoute = routeOf(webhookDeliveryDetailEndpoint, {
  params: openIdRequest,
  response: webhookDeliveryDetail,
});
export const webhookDeliveryResendRoute = routeOf(webhookDeliveryResendEndpoint, {
  params: openIdRequest,
  response: webhookDelivery,
});
export const webhookReplayRoute = routeOf(webhookReplayEndpoint, {
  params: openIdRequest,
  body: webhookReplayRequest,
  response: webhookReplayed,
});
export const appEventFeedRoute = routeOf(appEventFeedEndpoint, {
  params: openIdRequest,
  querystring: appEventFeedQuery,
  response: openEventFeed,
});
