import { z } from 'zod';

/** Entity ids travel as strings; numeric ids are accepted too. */
export const idSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const s = String(v).trim();
  if (!/^[1-9]\d{0,17}$/.test(s)) {
    ctx.addIssue({ code: 'custom', message: 'ID 格式不正确' });
    return z.NEVER;
  }
  return s;
});

export interface DecimalIntOptions {
  min?: number;
  max?: number;
  /** Message when above max (default `<label>最大为 <max>`). */
  maxMessage?: string;
}

/**
 * A non-negative decimal integer of a query string (or a JSON number): digits only, so `0x10`, `1e3`,
 * ` 12 `, `+5` and `` are refused rather than read by `Number()`. The OpenAPI document shows it as
 * `type: integer` with its bounds (the input side of the preprocess is the number schema).
 */
export function decimalInt(label: string, opts: DecimalIntOptions = {}) {
  let target = z.number({ message: `${label}必须是数字` });
  if (opts.min !== undefined) target = target.min(opts.min, { message: `${label}最小为 ${opts.min}` });
  if (opts.max !== undefined) {
    target = target.max(opts.max, { message: opts.maxMessage ?? `${label}最大为 ${opts.max}` });
  }
  // After the bounds: a 20-digit page is "too large" first, and the bounds stay in the OpenAPI schema.
  target = target.int({ message: `${label}必须是整数` });
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (/^\d+$/.test(value)) return Number(value);
    // Refused either way; read so that the message says what is wrong (too small, not an integer).
    if (/^-\d+$/.test(value)) return Number(value);
    if (/^-?\d+\.\d+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: `${label}必须是整数`, input: value });
      return z.NEVER;
    }
    return value;
  }, target);
}

export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE = 100000;

/** `{page, limit}` query of every list endpoint; a limit above 100 is refused. */
export const pageQuery = z.object({
  page: decimalInt('页码', { min: 1, max: MAX_PAGE, maxMessage: '页码过大' }).default(1),
  limit: decimalInt('每页条数', { min: 1, max: MAX_PAGE_LIMIT }).default(DEFAULT_PAGE_LIMIT),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

export interface Page<T> {
  records: T[];
  total: number;
  page: number;
  limit: number;
}
