/**
 * The API for apps (开放接口): what an organization's ERP calls with an access token of the OAuth2
 * client-credentials grant (`POST /open/oauth/token`, RFC 6749 §4.4). Each operation needs one scope
 * (`access: { scope }`): a token without it answers 403 with code 40303; a missing, unknown or expired token
 * 401; a call from outside the app's IP allowlist 403 with 40304; past the app's rate limit 429 with
 * Retry-After. Every answer carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset. The app
 * acts for its organization with the view of the manager who created it: another organization's order,
 * refund, goods or warehouse answers 404, and once that account is disabled or no longer a manager
 * (采购经理, supplier) the app's tokens answer 401 and the token endpoint unauthorized_client. The
 * operations reuse the mall's own schemas (orders, refunds, goods search), so an app reads what the pages
 * read.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { GoodsSearchRequest, GoodsSearchResult } from './goods';
import type { OpenEventFeed, OpenEventFeedQuery } from './open-platform';
import type {
  OrderDetail,
  OrderIdRequest,
  OrderPage,
  OrderPageQuery,
  OrderShipRequest,
  OrderSubmitted,
} from './order';
import { ORDER_ERROR_CODES } from './order';
import type { RefundDetail, RefundIdRequest, RefundPage, RefundPageQuery } from './refund';
import type * as S from './open-platform-api-schema';

/** The token endpoint's path (form-encoded; its errors are RFC 6749 §5.2 objects, not the envelope). */
export const OPEN_TOKEN_PATH = '/open/oauth/token';

/** RFC 6749 §5.2 error codes the token endpoint answers (400, invalid_client 401). */
export const OAUTH_ERRORS = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  // Too many token requests from one address or for one client_id (HTTP 429 with Retry-After).
  'temporarily_unavailable',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERRORS)[number];

export const OPEN_API_MESSAGES = {
  tokenMissing: '缺少访问令牌：请在 Authorization 头中携带 Bearer 令牌',
  tokenInvalid: '访问令牌无效或已过期，请重新获取',
  creatorInactive: '应用的创建者账号已停用或不再是企业管理员，应用已暂停使用；请由现任管理员创建新应用',
  scopeMissing: '访问令牌未获授予该接口所需的权限范围',
  ipRefused: '调用来源 IP 不在应用的白名单内',
  rateLimited: '调用过于频繁，请稍后再试',
  tokenRateLimited: '获取令牌过于频繁，请稍后再试',
  goodsNotFound: '商品不存在',
  warehouseNotFound: '仓库不存在',
} as const;

export type OpenTokenRequest = z.input<typeof S.openTokenRequest>;
export type OpenToken = z.infer<typeof S.openToken>;
export type OAuthError = z.infer<typeof S.oauthError>;
export type OpenOrderRequest = z.input<typeof S.openOrderRequest>;
export type OpenGoodsQuery = z.input<typeof S.openGoodsQuery>;
export type OpenGoods = z.infer<typeof S.openGoods>;
export type OpenStockUpdate = z.input<typeof S.openStockUpdate>;
export type OpenPriceUpdate = z.input<typeof S.openPriceUpdate>;
export type OpenUpdated = z.infer<typeof S.openUpdated>;

const TAG = '开放接口';

/**
 * The client-credentials grant: form-encoded `grant_type=client_credentials`, the client by HTTP Basic
 * (client_id:client_secret) or by `client_id` and `client_secret` fields; an optional `scope` narrows the
 * app's scopes. Answers RFC 6749 §5.1 JSON (not the envelope).
 */
export const openTokenEndpoint: Endpoint<OpenTokenRequest, OpenToken> = {
  method: 'POST',
  path: OPEN_TOKEN_PATH,
  // The app's own identifier (another organization's client_id with a wrong secret: 401 invalid_client).
  idRefs: { client_id: 'owned' },
  access: 'public',
  form: true,
  codes: [429],
  tag: TAG,
  summary:
    '获取访问令牌（OAuth2 client_credentials，表单编码；成功与错误均按 RFC 6749 返回 JSON，不是统一响应结构）',
};

export const openGoodsSearchEndpoint: Endpoint<GoodsSearchRequest, GoodsSearchResult> = {
  method: 'POST',
  path: '/open/v1/goods/search',
  idRefs: { catalogId: 'catalog', brandIds: 'brand' },
  access: { scope: 'goods:read' },
  codes: [429],
  tag: TAG,
  summary: '搜索商品（条件与结果同商城搜索；价格为本企业的协议价）',
};

export const openGoodsEndpoint: Endpoint<OpenGoodsQuery, OpenGoods[]> = {
  method: 'GET',
  path: '/open/v1/goods',
  idRefs: { ids: 'goods' },
  access: { scope: 'goods:read' },
  codes: [429],
  tag: TAG,
  summary: '按商品 ID 查询价格与库存（最多 100 个；不存在的 ID 不出现在结果中）',
};

export const openOrderSubmitEndpoint: Endpoint<OpenOrderRequest, OrderSubmitted> = {
  method: 'POST',
  path: '/open/v1/orders',
  idRefs: { 'lines[].goodsId': 'goods', addressId: 'owned', invoiceId: 'owned' },
  access: { scope: 'order:write' },
  codes: [409, 429, ...Object.values(ORDER_ERROR_CODES)],
  tag: TAG,
  summary: '提交订单（采购企业；按供应商拆单；需 Idempotency-Key 请求头，重试返回首次结果）',
};

export const openOrderPageEndpoint: Endpoint<OrderPageQuery, OrderPage> = {
  method: 'GET',
  path: '/open/v1/orders',
  access: { scope: 'order:read' },
  codes: [429],
  tag: TAG,
  summary: '订单列表（采购企业：本企业的订单；供应商：发给本企业的订单，status=PACKAGING 即待发货）',
};

export const openOrderDetailEndpoint: Endpoint<OrderIdRequest, OrderDetail> = {
  method: 'GET',
  path: '/open/v1/orders/:id',
  idRefs: { id: 'owned' },
  access: { scope: 'order:read' },
  codes: [429],
  tag: TAG,
  summary: '订单详情（含物流与状态记录）',
};

export const openOrderShipEndpoint: Endpoint<OrderIdRequest & OrderShipRequest, OrderDetail> = {
  method: 'POST',
  path: '/open/v1/orders/:id/ship',
  idRefs: { id: 'owned' },
  access: { scope: 'ship:write' },
  codes: [409, 429],
  tag: TAG,
  summary: '订单发货（供应商；填写物流公司与运单号）',
};

export const openRefundPageEndpoint: Endpoint<RefundPageQuery, RefundPage> = {
  method: 'GET',
  path: '/open/v1/refunds',
  access: { scope: 'refund:read' },
  codes: [429],
  tag: TAG,
  summary: '售后列表（采购企业：本企业的申请；供应商：发给本企业的申请）',
};

export const openRefundDetailEndpoint: Endpoint<RefundIdRequest, RefundDetail> = {
  method: 'GET',
  path: '/open/v1/refunds/:id',
  idRefs: { id: 'owned' },
  access: { scope: 'refund:read' },
  codes: [429],
  tag: TAG,
  summary: '售后详情',
};

export const openStockUpdateEndpoint: Endpoint<OpenStockUpdate, OpenUpdated> = {
  method: 'POST',
  path: '/open/v1/stock',
  idRefs: { 'items[].goodsId': 'owned', 'items[].warehouseId': 'owned' },
  access: { scope: 'stock:write' },
  codes: [429],
  tag: TAG,
  summary: '更新库存（供应商自己的商品；每项为某仓库的可售数量；全部成功或全部不变）',
};

export const openPriceUpdateEndpoint: Endpoint<OpenPriceUpdate, OpenUpdated> = {
  method: 'POST',
  path: '/open/v1/prices',
  idRefs: { 'items[].goodsId': 'owned' },
  access: { scope: 'price:write' },
  codes: [429],
  tag: TAG,
  summary: '更新商品价格（供应商自己的商品，单位分；全部成功或全部不变）',
};

export const openEventFeedEndpoint: Endpoint<OpenEventFeedQuery, OpenEventFeed> = {
  method: 'GET',
  path: '/open/v1/events',
  access: { scope: 'events:read' },
  codes: [429],
  tag: TAG,
  summary: '事件流（按序号递增；after 为上一页的 nextCursor；保留 30 天）',
};

/**
 * The event feed at the path the open platform's spec names (`GET /open/events?after=<cursor>`): the same
 * operation as `openEventFeedEndpoint` (one handler, the same scope, query and answer).
 */
export const openEventFeedAliasEndpoint: Endpoint<OpenEventFeedQuery, OpenEventFeed> = {
  ...openEventFeedEndpoint,
  path: '/open/events',
  summary: '事件流（同 GET /open/v1/events：按序号递增；after 为上一页的 nextCursor；保留 30 天）',
};
