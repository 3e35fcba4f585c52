import { z } from 'zod';
import {
  BID_STREAM_KINDS,
  BID_VENDOR_TABS,
  BID_VIEWER_ROLES,
  CHALLENGE_STATUSES,
  bidAwardEndpoint,
  bidChallengeAnswerEndpoint,
  bidChallengeEndpoint,
  bidChangesEndpoint,
  bidCompareEndpoint,
  bidDetailEndpoint,
  bidEventPublishEndpoint,
  bidEventRevokeEndpoint,
  bidEventSaveEndpoint,
  bidFailEndpoint,
  bidImportItemsEndpoint,
  bidRetryOrderEndpoint,
  bidHallEndpoint,
  bidItemEndpoint,
  bidMineEndpoint,
  bidMineVendorEndpoint,
  bidPlaceEndpoint,
  bidResultPageEndpoint,
  bidStreamEndpoint,
  bidTimeEndpoint,
  bidVendorPageEndpoint,
} from './bidding';
import {
  L,
  date,
  decrementKind,
  fen,
  format,
  instant,
  intIn,
  invoiceKind,
  required,
  scope,
  status,
  text,
  visibility,
} from './bidding-fields-schema';
import {
  bidAwardRequest,
  bidChallengeAnswerRequest,
  bidChallengeRequest,
  bidFailRequest,
  bidResult,
  bidResultQuery,
} from './bidding-award-schema';
import { bidAttachment, bidAttachmentIds } from './bidding-attachment-schema';
import { routeOf } from './endpoint-schema';
import { MAX_UNIT_PRICE_FEN } from './money';
import { decimalInt, idListOf, idSchema, pageOf, pageQuery } from './page';
import { QUANTITY_MAX } from './quantity';

// ---- the buyer's event ----

/**
 * An item: goods of the catalog (`goodsId`; name and unit default to the goods') or free text (name,
 * specification, unit). The ceiling (fen per unit) is never shown to suppliers.
 */
export const bidItemInput = z.object({
  goodsId: idSchema.optional(),
  name: text('商品名称', L.maxTitle).default(''),
  spec: text('规格', L.maxText).default(''),
  unit: text('单位', 10).default(''),
  quantity: intIn('数量', 1, QUANTITY_MAX),
  ceilingPrice: fen('最高限价').nullable().optional(),
});

export const bidEventSaveRequest = z.object({
  /** A draft of the caller's to change; omitted: a new draft. */
  id: idSchema.optional(),
  title: required('竞价标题', L.maxTitle),
  format: format.default('sealed'),
  visibility: visibility.default('rank'),
  decrementKind: decrementKind.default('amount'),
  /** Fen (amount) or hundredths of a percent (percent, at most 5000 = 50%). */
  decrementValue: intIn('降价幅度', 1, MAX_UNIT_PRICE_FEN).default(100),
  /** When true, a bid above an item's ceiling is refused; otherwise it is taken and marked over the ceiling. */
  enforceCeiling: z.boolean({ message: '限价应为 true 或 false' }).default(true),
  scope: scope.default('invited'),
  supplierIds: idListOf({
    min: 0,
    max: L.maxInvited,
    maxMessage: `最多邀请 ${L.maxInvited} 家供应商`,
  }).default([]),
  minBidders: intIn('最少有效报价供应商数', 1, L.maxMinBidders).default(L.minBiddersDefault),
  startAt: instant('开始时间').optional(),
  endAt: instant('截止时间').optional(),
  /** Anti-sniping never moves the end past it; omitted: the end plus the most extensions allowed. */
  hardCloseAt: instant('最晚截止时间').optional(),
  snipeWindowMinutes: intIn('延时触发时段（分钟）', 0, L.maxSnipeMinutes).default(5),
  snipeTopRanks: intIn('触发延时的排名范围', 1, L.maxTopRanks).default(3),
  snipeExtendMinutes: intIn('每次延时（分钟）', 1, L.maxSnipeMinutes).default(5),
  maxExtensions: intIn('最多延时次数', 0, L.maxExtensions).default(3),
  publicityDays: intIn('公示期（天）', 0, L.maxPublicityDays).default(3),
  addressId: idSchema.optional(),
  deliveryDate: date('交货日期').optional(),
  invoiceKind: invoiceKind.default('normal'),
  paymentTerms: text('付款方式', 50).default('企业月结'),
  remark: text('备注', L.maxText).default(''),
  items: z
    .array(bidItemInput, { message: '请添加竞价商品' })
    .min(1, { message: '请至少添加一项竞价商品' })
    .max(L.maxItems, { message: `一次竞价最多 ${L.maxItems} 项商品` }),
  /** The attachments the draft keeps (uploaded with POST /bidding/attachment); omitted: unchanged. */
  attachmentIds: bidAttachmentIds.optional(),
});

export const bidEventSaved = z.object({ id: z.string(), code: z.string(), status });

export const bidImportQuery = z.object({
  from: z.enum(['cart', 'inquiry'], { message: '导入来源须为 cart（购物车）或 inquiry（询价篮）' }),
});

export const bidImportedItems = z.object({
  items: z.array(
    z.object({
      goodsId: z.string(),
      name: z.string(),
      spec: z.string(),
      unit: z.string(),
      quantity: z.number().int(),
    }),
  ),
});

export const bidIdRequest = z.object({ id: idSchema });
export const bidRevokeRequest = z.object({ id: idSchema, reason: required('撤销理由', L.maxText) });
export const bidStatusAnswer = z.object({ id: z.string(), status, statusText: z.string() });

export const bidEventQuery = z.object({ id: idSchema });

export const bidListQuery = pageQuery.extend({
  status: status.optional(),
  keyword: text('关键词', 50).optional(),
});

export const bidVendorListQuery = bidListQuery.extend({
  tab: z.enum(BID_VENDOR_TABS, { message: '标签页应为 joinable 或 joined' }).default('joinable'),
});

export const bidEventSummary = z.object({
  id: z.string(),
  /** JJ + date + sequence, e.g. JJ202611260001. */
  code: z.string(),
  title: z.string(),
  format,
  formatText: z.string(),
  scope,
  status,
  statusText: z.string(),
  buyerName: z.string(),
  /** ISO 8601; null on a draft without times. */
  startAt: z.string().nullable(),
  /** The end, extensions included. */
  endAt: z.string().nullable(),
  extensions: z.number().int(),
  itemCount: z.number().int(),
  /** Suppliers with a bid (shown once the event has ended; null before). */
  bidderCount: z.number().int().nullable(),
  createdAt: z.string(),
});

export const bidEventPage = pageOf(bidEventSummary).extend({
  /** Events per status under the same filters but the status. */
  counts: z.record(z.string(), z.number().int()),
  /** The server's time (ISO 8601) when the answer was made: countdowns start from it. */
  serverTime: z.string(),
});

export const bidRules = z.object({
  visibility,
  decrementKind,
  decrementValue: z.number().int(),
  enforceCeiling: z.boolean(),
  minBidders: z.number().int(),
  hardCloseAt: z.string().nullable(),
  snipeWindowMinutes: z.number().int(),
  snipeTopRanks: z.number().int(),
  snipeExtendMinutes: z.number().int(),
  maxExtensions: z.number().int(),
  publicityDays: z.number().int(),
});

export const bidItem = z.object({
  id: z.string(),
  goodsId: z.string().nullable(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  /** The ceiling (fen per unit): to the event's buyer only, null for everyone else. */
  ceilingPrice: z.number().int().nullable(),
  /** The awarded supplier and price once published (公示中, 已完成). */
  awardedSupplierName: z.string().nullable(),
  awardedPrice: z.number().int().nullable(),
});

export const bidChallenge = z.object({
  id: z.string(),
  eventId: z.string(),
  status: z.enum(CHALLENGE_STATUSES),
  statusText: z.string(),
  /** The filer's name to the buyer and to the filer; 供应商 to nobody else (there is nobody else). */
  supplierName: z.string(),
  reason: z.string(),
  answer: z.string().nullable(),
  filedAt: z.string(),
  answeredAt: z.string().nullable(),
});

export const bidEventDetail = bidEventSummary.extend({
  viewer: z.enum(BID_VIEWER_ROLES),
  rules: bidRules,
  items: z.array(bidItem),
  deliveryDate: z.string().nullable(),
  /** The delivery area's text (province city district); the street stays with the buyer. */
  deliveryArea: z.string().nullable(),
  /** The delivery address (the buyer's own address book): to the buyer only, null for everyone else. */
  addressId: z.string().nullable(),
  invoiceKind,
  paymentTerms: z.string(),
  remark: z.string(),
  revokeReason: z.string().nullable(),
  /** Why the event ended 已流标 (too few valid bidders, or the buyer's reason); null otherwise. */
  failReason: z.string().nullable(),
  /** Attachments (PDF, pictures): to the buyer and the suppliers who may see the event (empty for others). */
  attachments: z.array(bidAttachment),
  /** Invited suppliers: to the buyer only (empty for everyone else). */
  invited: z.array(z.object({ supplierId: z.string(), supplierName: z.string() })),
  /** The caller (a supplier) may bid now. */
  canBid: z.boolean(),
  publicityEndsAt: z.string().nullable(),
  /** Challenges: all to the buyer, its own to a supplier. */
  challenges: z.array(bidChallenge),
  /** To the buyer: awards whose order checkout refused after the publicity (retry: bid/event/retry-order). */
  orderFailures: z.array(
    z.object({ supplierId: z.string(), supplierName: z.string(), reason: z.string(), at: z.string() }),
  ),
  serverTime: z.string(),
});

export const bidItemQuery = z.object({ eventId: idSchema, itemId: idSchema });

export const myBidLine = z.object({
  itemId: z.string(),
  bidId: z.string(),
  price: z.number().int(),
  freight: z.number().int(),
  deliveryDays: z.number().int(),
  brand: z.string(),
  model: z.string(),
  validDays: z.number().int(),
  remarks: z.string(),
  offeredGoodsId: z.string().nullable(),
  /** Over the item's ceiling (taken only when the event does not enforce it). */
  overCeiling: z.boolean(),
  bidAt: z.string(),
  /** The caller's rank among the item's current bids: live events showing ranks, and any event after the end. */
  rank: z.number().int().nullable(),
  /** The lowest current price: live events showing it, and any event after the end. */
  bestPrice: z.number().int().nullable(),
  /** Bids of the item so far (live events showing ranks or the best price; else null). */
  bidCount: z.number().int().nullable(),
});

export const bidItemDetail = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  status,
  statusText: z.string(),
  endAt: z.string().nullable(),
  item: bidItem,
  /** The caller's bid on it (a supplier), else null. */
  mine: myBidLine.nullable(),
  serverTime: z.string(),
});

export const bidLineInput = z.object({
  itemId: idSchema,
  /** Unit price, fen. */
  price: fen('报价'),
  /** Freight for the item's whole quantity, fen. */
  freight: intIn('运费', 0, MAX_UNIT_PRICE_FEN).default(0),
  deliveryDays: intIn('交货天数', 1, L.maxDeliveryDays),
  brand: text('品牌', 50).default(''),
  model: text('型号', 100).default(''),
  /** Days the bid holds after the end. */
  validDays: intIn('报价有效期（天）', 1, L.maxValidDays).default(30),
  remarks: text('备注', L.maxText).default(''),
  /**
   * Goods the caller sells on the platform that it delivers for the item: an award becomes an order of
   * these goods. Omitted: the item is awarded without an order (delivered outside the mall's orders).
   */
  offeredGoodsId: idSchema.optional(),
});

export const bidPlaceRequest = z.object({
  eventId: idSchema,
  lines: z
    .array(bidLineInput, { message: '请填写报价' })
    .min(1, { message: '请至少报一项商品' })
    .max(L.maxItems, { message: `一次最多报 ${L.maxItems} 项` }),
});

export const bidPlaced = z.object({
  eventId: z.string(),
  lines: z.array(myBidLine),
  /** The end after these bids (moved when one of them extended it). */
  endAt: z.string(),
  extended: z.boolean(),
  /** The event's log position the answer's ranks stand at (the stream's `seq`: the higher is the newer). */
  seq: z.number().int(),
  serverTime: z.string(),
});

export const myBids = z.object({
  eventId: z.string(),
  status,
  statusText: z.string(),
  endAt: z.string().nullable(),
  lines: z.array(myBidLine),
  /** The event's log position when read (the ranks are at least that new; compare with the stream's `seq`). */
  seq: z.number().int(),
  serverTime: z.string(),
});

export const bidStreamQuery = z.object({
  id: idSchema,
  /** The last sequence the client has: the stream starts after it (Last-Event-ID takes precedence). */
  since: decimalInt('起始位置', { min: 0, max: Number.MAX_SAFE_INTEGER }).optional(),
});

/**
 * One change of an event as the caller may see it. `bid`: an accepted bid (to suppliers: their own rank
 * and the best price as the rules allow; no identity, no sealed price). `extended`: the end moved.
 */
export const bidStreamEvent = z.object({
  seq: z.number().int(),
  kind: z.enum(BID_STREAM_KINDS),
  eventId: z.string(),
  status,
  endAt: z.string().nullable(),
  extensions: z.number().int(),
  itemId: z.string().nullable(),
  /** The best price of the item (when the caller may see it). */
  bestPrice: z.number().int().nullable(),
  /** The caller's rank on the item (when the caller may see it). */
  myRank: z.number().int().nullable(),
  bidCount: z.number().int().nullable(),
  at: z.string(),
  serverTime: z.string(),
});

export const bidChanges = z.object({
  events: z.array(bidStreamEvent),
  /** The last sequence included (send it back as `since`). */
  last: z.number().int(),
  serverTime: z.string(),
});

export const serverTime = z.object({
  /** ISO 8601. */
  now: z.string(),
  /** Milliseconds since the epoch. */
  epochMs: z.number().int(),
});

export const bidCompareBid = z.object({
  bidId: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  price: z.number().int(),
  /** price × quantity. */
  total: z.number().int(),
  freight: z.number().int(),
  totalWithFreight: z.number().int(),
  deliveryDays: z.number().int(),
  brand: z.string(),
  model: z.string(),
  validDays: z.number().int(),
  remarks: z.string(),
  offeredGoodsId: z.string().nullable(),
  overCeiling: z.boolean(),
  rank: z.number().int(),
  /** The lowest valid bid of the item. */
  lowest: z.boolean(),
  /** Share of the supplier's orders (of any buyer) delivered by their promised date; null without history. */
  onTimeRate: z.number().nullable(),
  /** Share of its orders with a refund; null without history. */
  refundRate: z.number().nullable(),
  bidAt: z.string(),
});

export const bidCompareItem = bidItem.extend({ bids: z.array(bidCompareBid) });

export const bidCompare = z.object({
  eventId: z.string(),
  title: z.string(),
  status,
  statusText: z.string(),
  items: z.array(bidCompareItem),
  bidderCount: z.number().int(),
  minBidders: z.number().int(),
});

export * from './bidding-award-schema';

// ---- routes ----

export const bidEventSaveRoute = routeOf(bidEventSaveEndpoint, {
  body: bidEventSaveRequest,
  response: bidEventSaved,
});
export const bidEventPublishRoute = routeOf(bidEventPublishEndpoint, {
  body: bidIdRequest,
  response: bidStatusAnswer,
});
export const bidEventRevokeRoute = routeOf(bidEventRevokeEndpoint, {
  body: bidRevokeRequest,
  response: bidStatusAnswer,
});
export const bidMineRoute = routeOf(bidMineEndpoint, { querystring: bidListQuery, response: bidEventPage });
export const bidCompareRoute = routeOf(bidCompareEndpoint, {
  querystring: bidEventQuery,
  response: bidCompare,
});
export const bidAwardRoute = routeOf(bidAwardEndpoint, { body: bidAwardRequest, response: bidStatusAnswer });
export const bidFailRoute = routeOf(bidFailEndpoint, { body: bidFailRequest, response: bidStatusAnswer });
export const bidImportItemsRoute = routeOf(bidImportItemsEndpoint, {
  querystring: bidImportQuery,
  response: bidImportedItems,
});
export const bidRetryOrderRoute = routeOf(bidRetryOrderEndpoint, {
  body: bidIdRequest,
  response: bidStatusAnswer,
});
export const bidChallengeAnswerRoute = routeOf(bidChallengeAnswerEndpoint, {
  body: bidChallengeAnswerRequest,
  response: bidChallenge,
});
export const bidVendorPageRoute = routeOf(bidVendorPageEndpoint, {
  querystring: bidVendorListQuery,
  response: bidEventPage,
});
export const bidPlaceRoute = routeOf(bidPlaceEndpoint, { body: bidPlaceRequest, response: bidPlaced });
export const bidMineVendorRoute = routeOf(bidMineVendorEndpoint, {
  querystring: bidEventQuery,
  response: myBids,
});
export const bidChallengeRoute = routeOf(bidChallengeEndpoint, {
  body: bidChallengeRequest,
  response: bidChallenge,
});
export const bidHallRoute = routeOf(bidHallEndpoint, { querystring: bidListQuery, response: bidEventPage });
export const bidDetailRoute = routeOf(bidDetailEndpoint, {
  querystring: bidEventQuery,
  response: bidEventDetail,
});
export const bidItemRoute = routeOf(bidItemEndpoint, { querystring: bidItemQuery, response: bidItemDetail });
export const bidTimeRoute = routeOf(bidTimeEndpoint, { response: serverTime });
export const bidStreamRoute = routeOf(bidStreamEndpoint, {
  querystring: bidStreamQuery,
  response: bidStreamEvent,
});
export const bidChangesRoute = routeOf(bidChangesEndpoint, {
  querystring: bidStreamQuery,
  response: bidChanges,
});
export const bidResultPageRoute = routeOf(bidResultPageEndpoint, {
  querystring: bidResultQuery,
  response: pageOf(bidResult),
});
