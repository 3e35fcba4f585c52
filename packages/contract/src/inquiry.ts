/**
 * The inquiry basket (询价篮) and supplier quotes. A buyer collects goods in the basket (the add is
 * POST /inquiry-basket/customize/save in add-to-lists.ts), submits it as an inquiry (询价单) with a reply
 * deadline; each line goes to the supplier of its goods. Suppliers (vendor accounts) quote their lines
 * until the deadline; the buyer accepts quote lines into the cart at the quoted price, which the cart
 * keeps until the quote's validity date ends. The buyer may invite further suppliers of the platform to an
 * open inquiry (询价邀请): an invited supplier sees all its lines and quotes them with goods of its own
 * (offered goods), which go into the cart when the buyer accepts such a quote.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { GoodsCard } from './goods';
import type { Page } from './page';
import { BUYER_ROLES, type RoleType } from './roles';
import type * as S from './inquiry-schema';

/**
 * Statuses of an inquiry as its buyer sees them, derived from the clock:
 * - pending 待报价: no valid quote yet and the reply deadline has not passed;
 * - quoted 已报价: at least one quote is still valid;
 * - expired 已过期: the reply deadline passed and no quote is valid or accepted;
 * - converted 已转订单: a quote was accepted into the cart;
 * - cancelled 已取消: the buyer cancelled it.
 */
export const INQUIRY_STATUSES = ['pending', 'quoted', 'expired', 'converted', 'cancelled'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  pending: '待报价',
  quoted: '已报价',
  expired: '已过期',
  converted: '已转订单',
  cancelled: '已取消',
};

/**
 * Statuses of an inquiry as a supplier sees it (its own lines only):
 * - pending 待报价: some of its lines have no quote and the deadline has not passed;
 * - quoted 已报价: every one of its lines is quoted, the deadline has not passed;
 * - accepted 已成交: the buyer accepted one of its quotes;
 * - closed 已截止: the reply deadline passed;
 * - cancelled 已取消: the buyer cancelled it.
 */
export const VENDOR_INQUIRY_STATUSES = ['pending', 'quoted', 'accepted', 'closed', 'cancelled'] as const;
export type VendorInquiryStatus = (typeof VENDOR_INQUIRY_STATUSES)[number];

export const VENDOR_INQUIRY_STATUS_LABELS: Record<VendorInquiryStatus, string> = {
  pending: '待报价',
  quoted: '已报价',
  accepted: '已成交',
  closed: '已截止',
  cancelled: '已取消',
};

/** Most goods one inquiry takes. */
export const MAX_INQUIRY_LINES = 500;
/** The reply deadline lies at most this many days ahead. */
export const MAX_INQUIRY_DAYS = 30;
/** A quote's validity date lies at most this many days ahead. */
export const MAX_QUOTE_VALID_DAYS = 365;
/** The business time zone: validity dates end at midnight there. */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';
/** Most further suppliers a buyer may invite to one inquiry (besides the suppliers of its goods). */
export const MAX_INVITED_SUPPLIERS = 10;

/**
 * A supplier of the platform as the invitation picker shows it for one inquiry:
 * - available 可邀请;
 * - invited 已邀请: invited to this inquiry already;
 * - addressed 已在询价中: it supplies goods of the inquiry, so the inquiry went to it already.
 */
export const INVITE_STATES = ['available', 'invited', 'addressed'] as const;
export type InviteState = (typeof INVITE_STATES)[number];

export type InquiryBasketQuery = z.input<typeof S.inquiryBasketQuery>;
export type InquiryBasketLine = z.infer<typeof S.inquiryBasketLine>;
export type InquiryBasket = z.infer<typeof S.inquiryBasket>;
export type InquiryRemoveRequest = z.input<typeof S.inquiryRemoveRequest>;
export type InquiryRemoved = z.infer<typeof S.inquiryRemoved>;
export type InquiryPushRequest = z.input<typeof S.inquiryPushRequest>;
export type InquiryPushed = z.infer<typeof S.inquiryPushed>;
export type InquiryPageQuery = z.input<typeof S.inquiryPageQuery>;
export type InquirySummary = z.infer<typeof S.inquirySummary>;
export type InquiryDetailQuery = z.input<typeof S.inquiryDetailQuery>;
export type InquiryQuote = z.infer<typeof S.inquiryQuote>;
export type InquiryLine = z.infer<typeof S.inquiryLine>;
export type InquiryDetail = z.infer<typeof S.inquiryDetail>;
export type QuoteAcceptRequest = z.input<typeof S.quoteAcceptRequest>;
export type QuoteAccepted = z.infer<typeof S.quoteAccepted>;
export type InquiryCancelRequest = z.input<typeof S.inquiryCancelRequest>;
export type InquiryCancelled = z.infer<typeof S.inquiryCancelled>;
export type VendorInquiryPageQuery = z.input<typeof S.vendorInquiryPageQuery>;
export type VendorInquirySummary = z.infer<typeof S.vendorInquirySummary>;
export type VendorInquiryDetail = z.infer<typeof S.vendorInquiryDetail>;
export type VendorInquiryLine = z.infer<typeof S.vendorInquiryLine>;
export type QuoteSaveRequest = z.input<typeof S.quoteSaveRequest>;
export type QuoteSaved = z.infer<typeof S.quoteSaved>;
export type InquiryOffer = z.infer<typeof S.inquiryOffer>;
export type InquiryInvitation = z.infer<typeof S.inquiryInvitation>;
export type InquirySuppliersQuery = z.input<typeof S.inquirySuppliersQuery>;
export type InquirySupplier = z.infer<typeof S.inquirySupplier>;
export type InquiryInviteRequest = z.input<typeof S.inquiryInviteRequest>;
export type InquiryInvited = z.infer<typeof S.inquiryInvited>;
export type VendorOfferGoodsQuery = z.input<typeof S.vendorOfferGoodsQuery>;

const buyers = { roles: BUYER_ROLES } as const;
const VENDOR_ROLES: readonly RoleType[] = ['VENDOR'];
const vendors = { roles: VENDOR_ROLES } as const;

export const inquiryBasketEndpoint: Endpoint<InquiryBasketQuery, InquiryBasket> = {
  method: 'GET',
  path: '/inquiry-basket/customize/customer',
  access: buyers,
  tag: '询价篮',
  summary: '询价篮商品（分页，含商品卡片）',
};

/** Removes lines of the caller's basket; an id that is not the caller's answers 404 and removes nothing. */
export const inquiryRemoveEndpoint: Endpoint<InquiryRemoveRequest, InquiryRemoved> = {
  method: 'DELETE',
  path: '/inquiry-basket/customize/remove-all',
  idRefs: { ids: 'owned' },
  access: buyers,
  tag: '询价篮',
  summary: '移出询价篮（ids，可多条）',
};

/** Submits the basket (or the chosen lines) as an inquiry and empties those lines, in one transaction. */
export const inquiryPushEndpoint: Endpoint<InquiryPushRequest, InquiryPushed> = {
  method: 'POST',
  path: '/inquiry-basket/customize/push',
  idRefs: { ids: 'owned' },
  access: buyers,
  codes: [409],
  tag: '询价篮',
  summary: '提交询价（向商品的供应商发出询价单）',
};

export const inquiryPageEndpoint: Endpoint<InquiryPageQuery, Page<InquirySummary>> = {
  method: 'GET',
  path: '/inquiry-basket/customize/inquiry/page',
  access: buyers,
  tag: '询价篮',
  summary: '我的询价（分页，可按状态筛选）',
};

export const inquiryDetailEndpoint: Endpoint<InquiryDetailQuery, InquiryDetail> = {
  method: 'GET',
  path: '/inquiry-basket/customize/inquiry/detail',
  idRefs: { id: 'owned' },
  access: buyers,
  tag: '询价篮',
  summary: '询价单详情（每行的供应商报价）',
};

/** Accepts quote lines into the cart at the quoted price (valid until the quote's validity date ends). */
export const quoteAcceptEndpoint: Endpoint<QuoteAcceptRequest, QuoteAccepted> = {
  method: 'POST',
  path: '/inquiry-basket/customize/quote/accept',
  idRefs: { ids: 'owned' },
  access: buyers,
  tag: '询价篮',
  summary: '接受报价并加入购物车',
};

export const inquiryCancelEndpoint: Endpoint<InquiryCancelRequest, InquiryCancelled> = {
  method: 'POST',
  path: '/inquiry-basket/customize/inquiry/cancel',
  idRefs: { id: 'owned' },
  access: buyers,
  tag: '询价篮',
  summary: '取消询价',
};

export const vendorInquiryPageEndpoint: Endpoint<VendorInquiryPageQuery, Page<VendorInquirySummary>> = {
  method: 'GET',
  path: '/inquiry-basket/vendor/inquiry/page',
  access: vendors,
  tag: '供应商报价',
  summary: '收到的询价（本供应商的询价单，分页）',
};

/** The inquiry with the caller's own lines only. */
export const vendorInquiryDetailEndpoint: Endpoint<InquiryDetailQuery, VendorInquiryDetail> = {
  method: 'GET',
  path: '/inquiry-basket/vendor/inquiry/detail',
  idRefs: { id: 'owned' },
  access: vendors,
  tag: '供应商报价',
  summary: '询价单详情（仅本供应商的商品行）',
};

/**
 * Verified suppliers of the platform (vendor organizations) the buyer may invite to one of its inquiries,
 * with the state of each for that inquiry; never the buyer's own organization.
 */
export const inquirySuppliersEndpoint: Endpoint<InquirySuppliersQuery, Page<InquirySupplier>> = {
  method: 'GET',
  path: '/inquiry-basket/customize/inquiry/suppliers',
  idRefs: { inquiryId: 'owned' },
  access: buyers,
  tag: '询价篮',
  summary: '可邀请的供应商（分页，可按名称搜索）',
};

/**
 * Invites further suppliers to an open inquiry of the caller (before its deadline, not cancelled nor
 * converted), at most MAX_INVITED_SUPPLIERS per inquiry; all or none. 409: one of them is invited already.
 */
export const inquiryInviteEndpoint: Endpoint<InquiryInviteRequest, InquiryInvited> = {
  method: 'POST',
  path: '/inquiry-basket/customize/inquiry/invite',
  idRefs: { inquiryId: 'owned', supplierIds: 'supplier' },
  access: buyers,
  codes: [409],
  tag: '询价篮',
  summary: '邀请更多供应商报价',
};

/** The caller's own goods on sale, to offer for a line of an inquiry it was invited to. */
export const vendorOfferGoodsEndpoint: Endpoint<VendorOfferGoodsQuery, Page<GoodsCard>> = {
  method: 'GET',
  path: '/inquiry-basket/vendor/goods',
  idRefs: { catalogId: 'catalog' },
  access: vendors,
  tag: '供应商报价',
  summary: '本供应商在售商品（报价时选择替代商品）',
};

/**
 * Quotes (or re-quotes) lines of one inquiry until its reply deadline; all or nothing. A line whose goods
 * are not the caller's (an inquiry it was invited to) is quoted with one of its own goods on sale
 * (`offeredGoodsId`): accepting that quote puts the offered goods into the buyer's cart.
 */
export const quoteSaveEndpoint: Endpoint<QuoteSaveRequest, QuoteSaved> = {
  method: 'POST',
  path: '/inquiry-basket/vendor/quote/save',
  idRefs: { inquiryId: 'owned', 'lines[].lineId': 'owned', 'lines[].offeredGoodsId': 'goods' },
  access: vendors,
  tag: '供应商报价',
  summary: '提交或修改报价',
};
