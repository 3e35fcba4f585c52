/** Field schemas of the bidding contract (bidding-schema.ts): texts, counts, prices, instants and the enums. */
import { z } from 'zod';
import {
  BID_DECREMENT_KINDS,
  BID_FORMATS,
  BID_INVOICE_KINDS,
  BID_LIMITS,
  BID_SCOPES,
  BID_STATUSES,
  BID_VISIBILITIES,
} from './bidding';
import { MAX_UNIT_PRICE_FEN, MONEY_MESSAGES } from './money';
import { calendarDate } from './inquiry-schema';
import { boundedText } from './purchase-line-schema';

export const L = BID_LIMITS;

/** Trimmed text of at most `max` characters (the contract's boundedText). */
export const text = boundedText;

export function required(label: string, max: number) {
  return text(label, max).min(1, { message: `请填写${label}` });
}

export function intIn(label: string, min: number, max: number) {
  return z
    .number({ message: `${label}必须是数字` })
    .int({ message: `${label}必须是整数` })
    .min(min, { message: `${label}最小为 ${min}` })
    .max(max, { message: `${label}最大为 ${max}` });
}

/** A unit price in fen: a positive integer up to the unit price cap. */
export function fen(label: string) {
  return z
    .number({ message: `${label}必须是数字（单位：分）` })
    .int({ message: `${label}必须是整数（单位：分）` })
    .min(1, { message: `${label}必须大于 0` })
    .max(MAX_UNIT_PRICE_FEN, { message: MONEY_MESSAGES.unitPrice });
}

/** An instant: ISO 8601 with a time zone (`2026-11-26T10:00:00+08:00` or `…Z`). */
export function instant(label: string) {
  return z
    .string({ message: `请填写${label}` })
    .refine((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s), {
      message: `${label}格式不正确，应为 ISO 8601 时间（如 2026-11-26T10:00:00+08:00）`,
    })
    .refine((s) => !Number.isNaN(new Date(s).getTime()), { message: `${label}不是有效的时间` })
    .meta({ format: 'date-time', description: `${label}：ISO 8601，带时区` });
}

/** A calendar date `YYYY-MM-DD`: the contract's one calendar-date rule (an impossible date such as 7908-57-88
 * is a 400, never an exception in the check). */
export const date = calendarDate;

export const status = z.enum(BID_STATUSES, { message: `状态应为 ${BID_STATUSES.join('、')} 之一` });
export const format = z.enum(BID_FORMATS, { message: '竞价方式应为 sealed（密封报价）或 live（公开竞价）' });
export const visibility = z.enum(BID_VISIBILITIES, { message: '可见范围应为 rank、best 或 none' });
export const decrementKind = z.enum(BID_DECREMENT_KINDS, { message: '降价幅度类型应为 amount 或 percent' });
export const scope = z.enum(BID_SCOPES, { message: '参与范围应为 invited 或 all' });
export const invoiceKind = z.enum(BID_INVOICE_KINDS, { message: '发票要求应为 none、normal 或 special' });
