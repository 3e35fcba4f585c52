import {
  BUSINESS_TIME_ZONE,
  MAX_INQUIRY_DAYS,
  MAX_INQUIRY_LINES,
  MAX_INVITED_SUPPLIERS,
  MAX_QUOTE_VALID_DAYS,
  type InquiryQuote,
} from '@pm/contract/inquiry';
import type { GoodsCard } from '@pm/contract/goods';
import { safeFen } from '@pm/contract/money';

export const DAY_MS = 24 * 60 * 60 * 1000;

export const INQUIRY_MESSAGES = {
  notFound: '询价单不存在',
  basketEmpty: '询价篮为空，请先加入商品',
  basketLineMissing: '询价篮中没有该商品',
  tooMany: `一次最多提交 ${MAX_INQUIRY_LINES} 种商品`,
  deadlinePast: '报价截止时间须晚于当前时间',
  deadlineFar: `报价截止时间最晚为 ${MAX_INQUIRY_DAYS} 天内`,
  divisionUnknown: '地区编码不存在',
  quoteNotFound: '报价不存在',
  quoteExpired: '报价已过期，无法加入购物车',
  inquiryCancelled: '询价已取消',
  sameGoodsTwice: '同一商品只能接受一条报价',
  sameLineTwice: '同一商品行只能接受一家供应商的报价',
  converted: '询价已转订单，不能取消',
  closed: '已过报价截止时间，不能再报价',
  cancelledNoQuote: '询价已取消，不能报价',
  lineMissing: '询价单中没有该商品行',
  lineTwice: '同一商品行只能填写一条报价',
  validPast: '报价有效期不能早于今天',
  validFar: `报价有效期最长 ${MAX_QUOTE_VALID_DAYS} 天`,
  acceptedLocked: '该报价已被采购商接受，不能修改',
  offeredNotOwn: '报价商品须为贵司在售的商品',
  inviteCancelled: '询价已取消，不能邀请供应商',
  inviteConverted: '询价已转订单，不能再邀请供应商',
  inviteClosed: '已过报价截止时间，不能再邀请供应商',
  inviteOwn: '不能邀请本企业',
  inviteNotSupplier: '所选企业不是平台认证的供应商',
  inviteMax: `每张询价单最多邀请 ${MAX_INVITED_SUPPLIERS} 家供应商`,
} as const;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business day (China time) of an instant, YYYY-MM-DD. */
export function businessDay(at: Date): string {
  return dayFormat.format(at);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function iso(d: Date | null): string | null {
  return d === null ? null : d.toISOString();
}

export type QuoteColumns = {
  quote_id: string | null;
  price: string | null;
  quoted_num: number | null;
  valid_until: string | null;
  expires_at: Date | null;
  remark: string | null;
  quoted_at: Date | null;
  accepted_at: Date | null;
  offered_goods_id: string | null;
};

/** A quote row as the contract shows it; `cardOf` gives the offered goods' card. */
export function quoteOf(
  r: QuoteColumns,
  now: Date,
  cardOf: ReadonlyMap<string, GoodsCard>,
): InquiryQuote | null {
  if (r.quote_id === null || r.expires_at === null || r.quoted_at === null) return null;
  return {
    id: r.quote_id,
    price: safeFen(r.price ?? 0),
    quotedNum: r.quoted_num,
    validUntil: r.valid_until ?? '',
    expiresAt: r.expires_at.toISOString(),
    remark: r.remark ?? '',
    quotedAt: r.quoted_at.toISOString(),
    expired: r.expires_at <= now,
    accepted: r.accepted_at !== null,
    acceptedAt: iso(r.accepted_at),
    offeredGoods: r.offered_goods_id === null ? null : (cardOf.get(r.offered_goods_id) ?? null),
  };
}
