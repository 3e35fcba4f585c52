import { z } from 'zod';
import { idList } from './cart-schema';
import { routeOf } from './endpoint-schema';
import { divisionCode, goodsCard } from './goods-schema';
import {
  INQUIRY_STATUSES,
  inquiryBasketEndpoint,
  inquiryCancelEndpoint,
  inquiryDetailEndpoint,
  inquiryInviteEndpoint,
  inquirySuppliersEndpoint,
  INVITE_STATES,
  MAX_INVITED_SUPPLIERS,
  vendorOfferGoodsEndpoint,
  inquiryPageEndpoint,
  inquiryPushEndpoint,
  inquiryRemoveEndpoint,
  MAX_INQUIRY_DAYS,
  MAX_INQUIRY_LINES,
  MAX_QUOTE_VALID_DAYS,
  quoteAcceptEndpoint,
  quoteSaveEndpoint,
  VENDOR_INQUIRY_STATUSES,
  vendorInquiryDetailEndpoint,
  vendorInquiryPageEndpoint,
} from './inquiry';
import { MAX_UNIT_PRICE_FEN, MONEY_MESSAGES } from './money';
import { decimalInt, idListOf, idSchema, pageOf, pageQuery } from './page';
import { QUANTITY_MAX } from './quantity';

const MAX_REMARK = 500;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function isCalendarDate(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/**
 * A point in time: ISO 8601 (`2026-11-25T18:00:00+08:00`, `…Z`), `YYYY-MM-DD HH:mm[:ss]` (China
 * time) or a date alone (the end of that day, China time). The output is the instant as a Date.
 */
const INSTANT_DESCRIPTION =
  '时刻：YYYY-MM-DD HH:mm[:ss]（中国时间）、ISO 8601（可带时区），或只写日期 YYYY-MM-DD（当天 23:59:59，中国时间）';

function instant(label: string) {
  return z
    .string({ message: `请填写${label}` })
    .transform((text, ctx) => {
      const m = DATE_TIME.exec(text.trim());
      const bad = () => {
        ctx.addIssue({ code: 'custom', message: `${label}格式不正确，应为 YYYY-MM-DD HH:mm` });
        return z.NEVER;
      };
      if (!m) return bad();
      const [, y, mo, d, h, mi, s, ms, zone] = m;
      if (!isCalendarDate(Number(y), Number(mo), Number(d))) return bad();
      if (h === undefined) return new Date(`${y}-${mo}-${d}T23:59:59+08:00`);
      if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return bad();
      const offset =
        zone === undefined ? '+08:00' : zone === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
      const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}.${(ms ?? '0').padEnd(3, '0')}${offset}`);
      return Number.isNaN(at.getTime()) ? bad() : at;
    })
    .meta({ pattern: DATE_TIME.source, description: INSTANT_DESCRIPTION });
}

/** A calendar date `YYYY-MM-DD`. */
export function calendarDate(label: string) {
  return z
    .string({ message: `请填写${label}` })
    .refine(
      (text) => {
        const m = DATE.exec(text);
        return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
      },
      { message: `${label}格式不正确，应为 YYYY-MM-DD` },
    )
    .meta({ format: 'date', pattern: DATE.source, description: '日期 YYYY-MM-DD（中国时间）' });
}

const remark = z
  .string({ message: '备注应为文字' })
  .trim()
  .max(MAX_REMARK, { message: `备注最多 ${MAX_REMARK} 字` })
  .default('');

export const inquiryBasketQuery = pageQuery.extend({
  /** Delivery area: the goods cards show its stock. */
  divisionCode: divisionCode.optional(),
});

export const inquiryBasketLine = z.object({
  id: z.string(),
  goodsId: z.string(),
  num: z.number().int(),
  /** False when the goods were delisted: the line cannot be submitted. */
  onSale: z.boolean(),
  goods: goodsCard,
  addedAt: z.string(),
});

export const inquiryBasket = pageOf(inquiryBasketLine);

export const inquiryRemoveRequest = z.object({ ids: idList });
export const inquiryRemoved = z.object({
  removed: z.number().int(),
  /** Lines left in the basket. */
  count: z.number().int(),
});

export const inquiryPushRequest = z.object({
  /** Basket line ids to submit; omitted: the whole basket. */
  ids: idList.optional(),
  /** Reply deadline: in the future, at most 30 days ahead. */
  deadline: instant('报价截止时间').meta({
    description: `报价截止时间：晚于当前时间，最晚 ${MAX_INQUIRY_DAYS} 天内。${INSTANT_DESCRIPTION}`,
  }),
  remark,
  /** Delivery area of the inquiry, optional. */
  divisionCode: divisionCode.optional(),
});

export const inquiryPushed = z.object({
  id: z.string(),
  code: z.string(),
  lineCount: z.number().int(),
  /** Suppliers the inquiry went to. */
  supplierCount: z.number().int(),
});

const inquiryStatus = z.enum(INQUIRY_STATUSES, {
  message: `状态应为 ${INQUIRY_STATUSES.join('、')} 之一`,
});
const vendorInquiryStatus = z.enum(VENDOR_INQUIRY_STATUSES, {
  message: `状态应为 ${VENDOR_INQUIRY_STATUSES.join('、')} 之一`,
});

export const inquiryPageQuery = pageQuery.extend({ status: inquiryStatus.optional() });

export const inquirySummary = z.object({
  id: z.string(),
  /** XJ + date + sequence, e.g. XJ202611210001. */
  code: z.string(),
  status: inquiryStatus,
  statusText: z.string(),
  /** Reply deadline (ISO 8601). */
  deadline: z.string(),
  remark: z.string(),
  lineCount: z.number().int(),
  /** Lines with a quote (valid or not). */
  quotedCount: z.number().int(),
  supplierCount: z.number().int(),
  /** Names of the first goods, for the list. */
  goodsNames: z.array(z.string()),
  createdAt: z.string(),
});

export const inquiryDetailQuery = z.object({
  id: idSchema,
  divisionCode: divisionCode.optional(),
});

export const inquiryQuote = z.object({
  /** The quote line id (what the cart line refers to). */
  id: z.string(),
  /** Quoted unit price, fen. */
  price: z.number().int(),
  /** Quantity the supplier quotes for; null: the asked quantity. */
  quotedNum: z.number().int().nullable(),
  /** Last day the quote holds (YYYY-MM-DD, China time). */
  validUntil: z.string(),
  /** The instant the quote stops holding (end of validUntil, China time), ISO 8601. */
  expiresAt: z.string(),
  remark: z.string(),
  quotedAt: z.string(),
  expired: z.boolean(),
  accepted: z.boolean(),
  acceptedAt: z.string().nullable(),
  /**
   * The supplier's own goods it offers for the line (an invited supplier's quote): accepting the quote
   * puts these goods into the cart. Null: the line's own goods.
   */
  offeredGoods: goodsCard.nullable(),
});

/** A quote of a line by a supplier the buyer invited (its goods are the offered goods). */
export const inquiryOffer = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  quote: inquiryQuote,
});

/** A further supplier the buyer invited to the inquiry. */
export const inquiryInvitation = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  invitedAt: z.string(),
  /** Full name of the buyer's user who invited it. */
  invitedBy: z.string(),
  /** Lines it has quoted. */
  quotedCount: z.number().int(),
});

export const inquiryLine = z.object({
  id: z.string(),
  goodsId: z.string(),
  /** Asked quantity. */
  num: z.number().int(),
  supplierId: z.string(),
  supplierName: z.string(),
  goods: goodsCard,
  /** The quote of the line's own supplier. */
  quote: inquiryQuote.nullable(),
  /** Quotes of invited suppliers, each with the goods it offers. */
  offers: z.array(inquiryOffer),
});

export const inquiryDetail = inquirySummary.extend({
  divisionCode: z.string().nullable(),
  lines: z.array(inquiryLine),
  invitations: z.array(inquiryInvitation),
  /** Further suppliers may be invited now (open, before the deadline, under the cap). */
  canInvite: z.boolean(),
});

export const quoteAcceptRequest = z.object({ ids: idList });
export const quoteAccepted = z.object({
  /** Quote lines accepted by this call. */
  accepted: z.number().int(),
  /** Cart lines added or set. */
  added: z.number().int(),
  /** Lines in the cart after it. */
  count: z.number().int(),
});

export const inquiryCancelRequest = z.object({ id: idSchema });
export const inquiryCancelled = z.object({ id: z.string(), status: inquiryStatus });

export const vendorInquiryPageQuery = pageQuery.extend({ status: vendorInquiryStatus.optional() });

export const vendorInquirySummary = z.object({
  id: z.string(),
  code: z.string(),
  status: vendorInquiryStatus,
  statusText: z.string(),
  /** The buyer organization. */
  buyerName: z.string(),
  deadline: z.string(),
  remark: z.string(),
  /** The caller's lines in it (every line when invited), and how many of them it has quoted. */
  lineCount: z.number().int(),
  quotedCount: z.number().int(),
  /** The buyer invited the caller (it supplies none of the asked goods). */
  invited: z.boolean(),
  createdAt: z.string(),
});

export const vendorInquiryLine = z.object({
  id: z.string(),
  goodsId: z.string(),
  num: z.number().int(),
  goods: goodsCard,
  /** The line's goods are the caller's; false: quote it with goods of its own (`offeredGoodsId`). */
  own: z.boolean(),
  quote: inquiryQuote.nullable(),
});

export const vendorInquiryDetail = vendorInquirySummary.extend({
  divisionCode: z.string().nullable(),
  /** Quotes may be saved now (before the deadline, not cancelled). */
  open: z.boolean(),
  lines: z.array(vendorInquiryLine),
});

export const quoteSaveLine = z.object({
  lineId: idSchema,
  /**
   * Unit price, fen, 1 … MAX_UNIT_PRICE_FEN (money.ts); price × quantity (quoted, else asked) at most
   * MAX_LINE_AMOUNT_FEN, and one supplier's quotes of an inquiry at most MAX_TOTAL_FEN.
   */
  price: decimalInt('报价单价', {
    min: 1,
    max: MAX_UNIT_PRICE_FEN,
    maxMessage: `报价单价过大：${MONEY_MESSAGES.unitPrice}`,
  }),
  quotedNum: decimalInt('报价数量', { min: 1, max: QUANTITY_MAX }).nullish(),
  /**
   * One of the caller's own goods on sale, offered for the line: required for a line whose goods are
   * not the caller's (an inquiry it was invited to). Its MOQ, order multiple and the money caps apply.
   */
  offeredGoodsId: idSchema.nullish(),
  /** Last day the quote holds: today or later. */
  validUntil: calendarDate('报价有效期').meta({
    description: `报价有效期的最后一天 YYYY-MM-DD（中国时间）：不早于今天，最长 ${MAX_QUOTE_VALID_DAYS} 天`,
  }),
  remark,
});

export const quoteSaveRequest = z.object({
  inquiryId: idSchema,
  lines: z
    .array(quoteSaveLine, { message: '明细应为报价列表' })
    .min(1, { message: '请至少填写一条报价' })
    .max(MAX_INQUIRY_LINES, { message: `一次最多 ${MAX_INQUIRY_LINES} 条报价` }),
});

export const quoteSaved = z.object({ saved: z.number().int() });

const inviteState = z.enum(INVITE_STATES);

export const inquirySuppliersQuery = pageQuery.extend({
  inquiryId: idSchema,
  /** Part of the supplier's name or short name. */
  keyword: z.string().trim().max(50, { message: '搜索关键字最长 50 个字' }).optional(),
});

export const inquirySupplier = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  /** Its goods on sale. */
  goodsCount: z.number().int(),
  state: inviteState,
});

export const inquiryInviteRequest = z.object({
  inquiryId: idSchema,
  supplierIds: idListOf({
    max: MAX_INVITED_SUPPLIERS,
    maxMessage: `每张询价单最多邀请 ${MAX_INVITED_SUPPLIERS} 家供应商`,
  }),
});

export const inquiryInvited = z.object({
  /** Suppliers invited by this call. */
  invited: z.number().int(),
  /** Invited suppliers of the inquiry after it. */
  total: z.number().int(),
});

export const vendorOfferGoodsQuery = pageQuery.extend({
  /** Part of the name, model, specification or SKU code. */
  keyword: z.string().trim().max(50, { message: '搜索关键字最长 50 个字' }).optional(),
  /** Third-level catalog (the asked goods' catalog, to offer a like goods). */
  catalogId: idSchema.optional(),
});

export const inquiryBasketRoute = routeOf(inquiryBasketEndpoint, {
  querystring: inquiryBasketQuery,
  response: inquiryBasket,
});
export const inquiryRemoveRoute = routeOf(inquiryRemoveEndpoint, {
  querystring: inquiryRemoveRequest,
  response: inquiryRemoved,
});
export const inquiryPushRoute = routeOf(inquiryPushEndpoint, {
  body: inquiryPushRequest,
  response: inquiryPushed,
});
export const inquiryPageRoute = routeOf(inquiryPageEndpoint, {
  querystring: inquiryPageQuery,
  response: pageOf(inquirySummary),
});
export const inquiryDetailRoute = routeOf(inquiryDetailEndpoint, {
  querystring: inquiryDetailQuery,
  response: inquiryDetail,
});
export const quoteAcceptRoute = routeOf(quoteAcceptEndpoint, {
  body: quoteAcceptRequest,
  response: quoteAccepted,
});
export const inquiryCancelRoute = routeOf(inquiryCancelEndpoint, {
  body: inquiryCancelRequest,
  response: inquiryCancelled,
});
export const vendorInquiryPageRoute = routeOf(vendorInquiryPageEndpoint, {
  querystring: vendorInquiryPageQuery,
  response: pageOf(vendorInquirySummary),
});
export const vendorInquiryDetailRoute = routeOf(vendorInquiryDetailEndpoint, {
  querystring: inquiryDetailQuery,
  response: vendorInquiryDetail,
});
export const quoteSaveRoute = routeOf(quoteSaveEndpoint, {
  body: quoteSaveRequest,
  response: quoteSaved,
});
export const inquirySuppliersRoute = routeOf(inquirySuppliersEndpoint, {
  querystring: inquirySuppliersQuery,
  response: pageOf(inquirySupplier),
});
export const inquiryInviteRoute = routeOf(inquiryInviteEndpoint, {
  body: inquiryInviteRequest,
  response: inquiryInvited,
});
export const vendorOfferGoodsRoute = routeOf(vendorOfferGoodsEndpoint, {
  querystring: vendorOfferGoodsQuery,
  response: pageOf(goodsCard),
});
