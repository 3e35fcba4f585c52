/**
 * Competitive bidding (竞价): reverse auctions a buyer runs for items it wants to buy.
 *
 * - A buyer saves an event as a draft (草稿), publishes it (its rules freeze), and may revoke it before it
 *   starts (with a reason). Statuses follow the server's clock: 未开始 → 进行中 → 已截止 → 定标中 → 公示中 →
 *   已完成, or 已流标 (fewer valid bidders than the minimum, or the buyer awards nothing), or 已撤销.
 * - Formats: 密封报价 (sealed: one bid per supplier and item, revisable until the end, visible to nobody,
 *   the buyer included, until the end; stored encrypted) and 公开竞价 (live reverse auction: each new price at
 *   least one decrement below the supplier's own previous price; suppliers see their rank, the best price
 *   or nothing, as the buyer chose).
 * - Anti-sniping: an accepted bid in the last N minutes that changes ranks 1..K extends the end by M
 *   minutes, up to a maximum number of extensions, never past the hard close. Rejected bids never extend.
 * - After the end the buyer compares the bids and awards per item or the whole event to one supplier (a
 *   reason when not the lowest); the result is published for the publicity period (公示期); a participant
 *   may file a challenge (质疑), the buyer answers (the award stands, or the event returns to 定标中).
 *   After the publicity each award whose winning bid names goods the winner sells becomes an order at the
 *   awarded prices; an item bid without such goods (free text) is awarded without an order.
 *
 * Live updates: `GET /bidding/event/stream` (server-sent events; `Last-Event-ID` or `since` catches up),
 * or the same events as JSON through `GET /bidding/event/changes`.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { Page } from './page';
import { BUYER_ROLES, VENDOR_ROLES } from './roles';
import type * as S from './bidding-schema';

/** Statuses of an event (the server derives the time-driven ones from its clock). */
export const BID_STATUSES = [
  'draft',
  'pending',
  'running',
  'closed',
  'awarding',
  'publicity',
  'completed',
  'failed',
  'revoked',
] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

export const BID_STATUS_LABELS: Record<BidStatus, string> = {
  draft: '草稿',
  pending: '未开始',
  running: '进行中',
  closed: '已截止',
  awarding: '定标中',
  publicity: '公示中',
  completed: '已完成',
  failed: '已流标',
  revoked: '已撤销',
};

export const BID_FORMATS = ['sealed', 'live'] as const;
export type BidFormat = (typeof BID_FORMATS)[number];
export const BID_FORMAT_LABELS: Record<BidFormat, string> = { sealed: '密封报价', live: '公开竞价' };

/** What suppliers of a live event see of the others: their own rank, the best price, or nothing. */
export const BID_VISIBILITIES = ['rank', 'best', 'none'] as const;
export type BidVisibility = (typeof BID_VISIBILITIES)[number];
export const BID_VISIBILITY_LABELS: Record<BidVisibility, string> = {
  rank: '仅显示本方排名',
  best: '显示当前最低价',
  none: '不显示',
};

/** A live event's decrement: an amount (fen) or a percentage (in hundredths of a percent: 50 = 0.5%). */
export const BID_DECREMENT_KINDS = ['amount', 'percent'] as const;
export type BidDecrementKind = (typeof BID_DECREMENT_KINDS)[number];

/** Who may bid: invited suppliers, or every verified supplier (the hall lists only these). */
export const BID_SCOPES = ['invited', 'all'] as const;
export type BidScope = (typeof BID_SCOPES)[number];
export const BID_SCOPE_LABELS: Record<BidScope, string> = { invited: '邀请供应商', all: '所有认证供应商' };

export const BID_INVOICE_KINDS = ['none', 'normal', 'special'] as const;
export type BidInvoiceKind = (typeof BID_INVOICE_KINDS)[number];
export const BID_INVOICE_LABELS: Record<BidInvoiceKind, string> = {
  none: '不需要发票',
  normal: '增值税普通发票',
  special: '增值税专用发票',
};

/** A supplier's lists: events it may join (open, not yet bid) and events it has bid in. */
export const BID_VENDOR_TABS = ['joinable', 'joined'] as const;
export type BidVendorTab = (typeof BID_VENDOR_TABS)[number];

/** The caller's relation to an event, in its detail. */
export const BID_VIEWER_ROLES = ['owner', 'supplier', 'visitor'] as const;
export type BidViewerRole = (typeof BID_VIEWER_ROLES)[number];

export const CHALLENGE_STATUSES = ['open', 'upheld', 'reopened'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];
export const CHALLENGE_STATUS_LABELS: Record<ChallengeStatus, string> = {
  open: '待答复',
  upheld: '维持定标',
  reopened: '重新定标',
};

/** Kinds of live-stream events. */
export const BID_STREAM_KINDS = ['bid', 'extended', 'status', 'awarded', 'challenge'] as const;
export type BidStreamKind = (typeof BID_STREAM_KINDS)[number];

export const BID_LIMITS = {
  maxItems: 200,
  maxInvited: 100,
  minBiddersDefault: 3,
  maxMinBidders: 50,
  /** Days between publishing and the end, at most. */
  maxDurationDays: 90,
  maxPublicityDays: 30,
  maxSnipeMinutes: 120,
  maxExtensions: 100,
  maxTopRanks: 10,
  maxDeliveryDays: 3650,
  maxValidDays: 365,
  /** A percent decrement at most 50% (5000 hundredths). */
  maxPercentDecrement: 5000,
  maxTitle: 100,
  maxText: 500,
} as const;

/** Chinese messages of the bidding rules (the server's refusals; pages show them as they come). */
export const BID_MESSAGES = {
  notFound: '竞价不存在',
  itemNotFound: '竞价商品不存在',
  notDraft: '竞价已发布，规则不能再修改',
  notRunning: '竞价未在进行中，不能报价',
  ended: '竞价已截止，报价未被接受',
  notStarted: '竞价尚未开始',
  belowDecrement: '新报价须比本方上次报价至少低一个降价幅度',
  aboveCeiling: '报价高于本项最高限价，未被接受',
  notClosed: '竞价尚未截止',
  notAwarding: '竞价不在定标中',
  notRevocable: '竞价已开始，不能撤销',
  reasonRequired: '未选择最低报价时须填写定标理由',
  notPublicity: '竞价不在公示期，不能质疑',
  notParticipant: '只有参与报价的供应商可以质疑',
  challengeAnswered: '该质疑已答复',
  noValidBid: '没有有效报价，只能流标',
  ownEvent: '不能参与本单位发起的竞价',
} as const;

export type BidItemInput = z.input<typeof S.bidItemInput>;
export type BidEventSaveRequest = z.input<typeof S.bidEventSaveRequest>;
export type BidEventSaved = z.infer<typeof S.bidEventSaved>;
export type BidImportQuery = z.input<typeof S.bidImportQuery>;
export type BidImportedItems = z.infer<typeof S.bidImportedItems>;
export type BidIdRequest = z.input<typeof S.bidIdRequest>;
export type BidRevokeRequest = z.input<typeof S.bidRevokeRequest>;
export type BidStatusAnswer = z.infer<typeof S.bidStatusAnswer>;
export type BidEventQuery = z.input<typeof S.bidEventQuery>;
export type BidListQuery = z.input<typeof S.bidListQuery>;
export type BidVendorListQuery = z.input<typeof S.bidVendorListQuery>;
export type BidEventSummary = z.infer<typeof S.bidEventSummary>;
export type BidEventPage = z.infer<typeof S.bidEventPage>;
export type BidRules = z.infer<typeof S.bidRules>;
export type BidItem = z.infer<typeof S.bidItem>;
export type BidEventDetail = z.infer<typeof S.bidEventDetail>;
export type BidItemQuery = z.input<typeof S.bidItemQuery>;
export type BidItemDetail = z.infer<typeof S.bidItemDetail>;
export type BidLineInput = z.input<typeof S.bidLineInput>;
export type BidPlaceRequest = z.input<typeof S.bidPlaceRequest>;
export type BidPlaced = z.infer<typeof S.bidPlaced>;
export type MyBidLine = z.infer<typeof S.myBidLine>;
export type MyBids = z.infer<typeof S.myBids>;
export type BidStreamQuery = z.input<typeof S.bidStreamQuery>;
export type BidStreamEvent = z.infer<typeof S.bidStreamEvent>;
export type BidChanges = z.infer<typeof S.bidChanges>;
export type ServerTime = z.infer<typeof S.serverTime>;
export type BidCompare = z.infer<typeof S.bidCompare>;
export type BidCompareItem = z.infer<typeof S.bidCompareItem>;
export type BidCompareBid = z.infer<typeof S.bidCompareBid>;
export type BidAwardRequest = z.input<typeof S.bidAwardRequest>;
export type BidFailRequest = z.input<typeof S.bidFailRequest>;
export type BidResultQuery = z.input<typeof S.bidResultQuery>;
export type BidResult = z.infer<typeof S.bidResult>;
export type BidChallengeRequest = z.input<typeof S.bidChallengeRequest>;
export type BidChallenge = z.infer<typeof S.bidChallenge>;
export type BidChallengeAnswerRequest = z.input<typeof S.bidChallengeAnswerRequest>;

const buyers = { roles: BUYER_ROLES } as const;
const vendors = { roles: VENDOR_ROLES } as const;
const TAG = '竞价';

// ---- the buyer's event ----

/**
 * Creates a draft (no id) or changes one of the caller's drafts (id). Only a draft changes: a published
 * event answers 409. Times and counts are checked again when it is published.
 */
export const bidEventSaveEndpoint: Endpoint<BidEventSaveRequest, BidEventSaved> = {
  method: 'POST',
  path: '/bidding/event/save',
  access: buyers,
  idRefs: {
    id: 'owned',
    addressId: 'owned',
    attachmentIds: 'owned',
    supplierIds: 'supplier',
    'items[].goodsId': 'goods',
  },
  codes: [409],
  tag: TAG,
  summary: '保存竞价草稿（新建或修改）',
};

/**
 * Items for a new event from the caller's own cart or inquiry basket (从购物车导入 / 从询价篮导入): its
 * catalog lines with name, specification, unit and quantity, newest first (at most the items an event holds).
 */
export const bidImportItemsEndpoint: Endpoint<BidImportQuery, BidImportedItems> = {
  method: 'GET',
  path: '/bidding/event/import-items',
  access: buyers,
  tag: TAG,
  summary: '从购物车或询价篮导入竞价商品',
};

/** Publishes a draft: its rules freeze; the start must lie ahead of the server's clock. */
export const bidEventPublishEndpoint: Endpoint<BidIdRequest, BidStatusAnswer> = {
  method: 'POST',
  path: '/bidding/event/publish',
  access: buyers,
  idRefs: { id: 'owned' },
  codes: [409],
  tag: TAG,
  summary: '发布竞价（规则冻结）',
};

/** Revokes a published event before its start (a reason is required; invited suppliers are told). */
export const bidEventRevokeEndpoint: Endpoint<BidRevokeRequest, BidStatusAnswer> = {
  method: 'POST',
  path: '/bidding/event/revoke',
  access: buyers,
  idRefs: { id: 'owned' },
  codes: [409],
  tag: TAG,
  summary: '撤销竞价（开始前，须填写理由）',
};

/** The caller organization's events, with the count per status. */
export const bidMineEndpoint: Endpoint<BidListQuery, BidEventPage> = {
  method: 'GET',
  path: '/bidding/event/mine',
  access: buyers,
  tag: TAG,
  summary: '我发起的竞价（分页，按状态筛选，含各状态数量）',
};

/** After the end: every valid bid per item with totals, freight, delivery days and past performance. */
export const bidCompareEndpoint: Endpoint<BidEventQuery, BidCompare> = {
  method: 'GET',
  path: '/bidding/event/compare',
  access: buyers,
  idRefs: { id: 'owned' },
  codes: [409],
  tag: TAG,
  summary: '比价定标视图（截止后）',
};

/**
 * Awards the event in 定标中: per item (`lines`) or the whole event to one supplier (`supplierId`). A
 * reason is required when an item does not go to its lowest valid bid. The result goes into publicity.
 */
export const bidAwardEndpoint: Endpoint<BidAwardRequest, BidStatusAnswer> = {
  method: 'POST',
  path: '/bidding/event/award',
  access: buyers,
  idRefs: { id: 'owned', supplierId: 'supplier', 'lines[].itemId': 'owned', 'lines[].bidId': 'owned' },
  codes: [409],
  tag: TAG,
  summary: '定标（按商品或整单）',
};

/** Ends an event in 定标中 as 已流标 (the buyer awards nothing), with a reason. */
export const bidFailEndpoint: Endpoint<BidFailRequest, BidStatusAnswer> = {
  method: 'POST',
  path: '/bidding/event/fail',
  access: buyers,
  idRefs: { id: 'owned' },
  codes: [409],
  tag: TAG,
  summary: '流标',
};

/**
 * After the publicity, an award whose order checkout refused (goods delisted, credit …) is not tried again
 * by the job: the refusal shows on the event (`orderFailures`) and the buyer retries here. 409 when there
 * is nothing to retry, or when checkout refuses again (the new refusal is recorded and named).
 */
export const bidRetryOrderEndpoint: Endpoint<BidIdRequest, BidStatusAnswer> = {
  method: 'POST',
  path: '/bidding/event/retry-order',
  access: buyers,
  idRefs: { id: 'owned' },
  codes: [409],
  tag: TAG,
  summary: '定标转订单失败后重新下单',
};

/** The buyer answers a challenge: the award stands, or the event returns to 定标中. */
export const bidChallengeAnswerEndpoint: Endpoint<BidChallengeAnswerRequest, BidChallenge> = {
  method: 'POST',
  path: '/bidding/challenge/answer',
  access: buyers,
  idRefs: { id: 'owned' },
  codes: [409],
  tag: TAG,
  summary: '答复质疑',
};

// ---- suppliers ----

/** Events the caller may join (`joinable`) or has bid in (`joined`), with the count per status. */
export const bidVendorPageEndpoint: Endpoint<BidVendorListQuery, BidEventPage> = {
  method: 'GET',
  path: '/bidding/vendor/page',
  access: vendors,
  tag: TAG,
  summary: '供应商竞价列表（可参与 / 已参与）',
};

/**
 * Bids on items of a running event (参与竞价), all lines or none. Sealed: the line replaces the caller's
 * bid for the item. Live: each price at least one decrement below the caller's own previous price.
 * 409 when the event is not running (a bid at or after the end, by the server's clock).
 */
export const bidPlaceEndpoint: Endpoint<BidPlaceRequest, BidPlaced> = {
  method: 'POST',
  path: '/bidding/bid',
  access: vendors,
  idRefs: { eventId: 'owned', 'lines[].itemId': 'owned', 'lines[].offeredGoodsId': 'goods' },
  codes: [409],
  tag: TAG,
  summary: '参与竞价（提交或修改报价）',
};

/** The caller's own bids on an event and, where the format allows, its rank and the best price. */
export const bidMineVendorEndpoint: Endpoint<BidEventQuery, MyBids> = {
  method: 'GET',
  path: '/bidding/vendor/bids',
  access: vendors,
  idRefs: { id: 'owned' },
  tag: TAG,
  summary: '我的报价与排名',
};

/** A participating supplier files a challenge (质疑) during the publicity, with a reason. */
export const bidChallengeEndpoint: Endpoint<BidChallengeRequest, BidChallenge> = {
  method: 'POST',
  path: '/bidding/challenge/file',
  access: vendors,
  idRefs: { eventId: 'owned' },
  codes: [409],
  tag: TAG,
  summary: '提出质疑（公示期内）',
};

// ---- everyone ----

/** The bid hall (竞价大厅): published events open to all verified suppliers, with the count per status. */
export const bidHallEndpoint: Endpoint<BidListQuery, BidEventPage> = {
  method: 'GET',
  path: '/bidding/hall',
  access: 'public',
  visitor: true,
  tag: TAG,
  summary: '竞价大厅（面向所有供应商的竞价）',
};

/**
 * An event: open to all when published for every supplier; otherwise only its buyer organization and its
 * invited suppliers see it (everyone else: 404). Ceilings and other suppliers' prices are never in it.
 */
export const bidDetailEndpoint: Endpoint<BidEventQuery, BidEventDetail> = {
  method: 'GET',
  path: '/bidding/event/detail',
  access: 'public',
  visitor: true,
  idRefs: { id: 'owned' },
  tag: TAG,
  summary: '竞价详情',
};

/** One item of an event (竞价商品详情), with the caller's bid and, where allowed, its rank and best price. */
export const bidItemEndpoint: Endpoint<BidItemQuery, BidItemDetail> = {
  method: 'GET',
  path: '/bidding/event/item',
  access: 'public',
  visitor: true,
  idRefs: { eventId: 'owned', itemId: 'owned' },
  tag: TAG,
  summary: '竞价商品详情',
};

/** The server's time: countdowns follow it, whatever the client's clock says. */
export const bidTimeEndpoint: Endpoint<void, ServerTime> = {
  method: 'GET',
  path: '/bidding/time',
  access: 'public',
  visitor: true,
  tag: TAG,
  summary: '服务器时间',
};

/**
 * Live changes of an event as server-sent events (text/event-stream): each `data:` line is one
 * BidStreamEvent as JSON, its `id:` the event's sequence. A reconnecting client sends `Last-Event-ID` (or
 * `since`) and first receives what it missed. For the event's buyer and the suppliers who may bid in it.
 */
export const bidStreamEndpoint: Endpoint<BidStreamQuery, BidStreamEvent> = {
  method: 'GET',
  path: '/bidding/event/stream',
  access: 'user',
  idRefs: { id: 'owned' },
  tag: TAG,
  summary: '竞价实时推送（SSE）',
};

/** The same changes as JSON (after `since`), for a client that cannot hold a stream open. */
export const bidChangesEndpoint: Endpoint<BidStreamQuery, BidChanges> = {
  method: 'GET',
  path: '/bidding/event/changes',
  access: 'user',
  idRefs: { id: 'owned' },
  tag: TAG,
  summary: '竞价变化（补拉）',
};

/** 竞价公示: results in publicity and completed, winners and amounts; other suppliers anonymised. */
export const bidResultPageEndpoint: Endpoint<BidResultQuery, Page<BidResult>> = {
  method: 'GET',
  path: '/bidding/result/page',
  access: 'public',
  visitor: true,
  tag: TAG,
  summary: '竞价结果公示（分页）',
};

export type { Page };
