/**
 * The inquiry basket (询价篮) and supplier quotes. A buyer collects goods in the basket (the add is
 * POST /inquiry-basket/customize/save in collect.ts), submits it as an inquiry (询价单) with a reply
 * deadline; each line goes to the supplier of its goods. Suppliers (vendor accounts) quote their lines
 * until the deadline; the buyer accepts quote lines into the cart at the quoted price, which the cart
 * keeps until the quote's validity date ends.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
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

/** Quotes (or re-quotes) lines of one inquiry until its reply deadline; all or nothing. */
export const quoteSaveEndpoint: Endpoint<QuoteSaveRequest, QuoteSaved> = {
  method: 'POST',
  path: '/inquiry-basket/vendor/quote/save',
  idRefs: { inquiryId: 'owned', 'lines[].lineId': 'owned' },
  access: vendors,
  tag: '供应商报价',
  summary: '提交或修改报价',
};
