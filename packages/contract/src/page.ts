import { z } from 'zod';

/**
 * The one id schema of the contract. Entity ids are bigint in the database and travel as strings: a
 * positive decimal integer of at most 19 digits, no sign, no spaces, no leading zero, at most
 * 9223372036854775807 (PostgreSQL's bigint). A JSON number is taken too, but only a safe positive integer
 * (≤ 2^53 − 1): a larger number has already lost digits in the client's JSON. Every id field, path
 * parameter and id list of every request uses it (the OpenAPI test checks the document for it).
 */
export const ID_PATTERN = '^[1-9][0-9]{0,18}$';
export const MAX_ID = 9223372036854775807n;
export const ID_MESSAGE = 'ID 格式不正确';
export const ID_DESCRIPTION =
  'ID：正整数的十进制文本（1 到 19 位数字，不含空格、符号或前导 0，不大于 9223372036854775807）；' +
  '也接受 JSON 数字，但只限安全整数（1 到 9007199254740991）';
const ID_RE = new RegExp(ID_PATTERN);

/** True when `s` is an id as the contract takes it (text form). */
export function isId(s: string): boolean {
  return ID_RE.test(s) && (s.length < 19 || BigInt(s) <= MAX_ID);
}

/** The id schema with its own message (e.g. 角色 ID 格式不正确); the same rules and the same document. */
function idTextOf(message: string) {
  return (
    z
      .string({ message })
      .regex(ID_RE, { message })
      // Zod runs a refinement after a failed regex too: only digits reach BigInt.
      .refine((s) => !ID_RE.test(s) || s.length < 19 || BigInt(s) <= MAX_ID, { message })
  );
}

export function idOf(message: string = ID_MESSAGE) {
  const text = idTextOf(message);
  const num = z
    .number({ message })
    .int({ message })
    .min(1, { message })
    .max(Number.MAX_SAFE_INTEGER, { message });
  return z
    .union([text, num], { message })
    .transform((v) => String(v))
    .meta({ description: ID_DESCRIPTION });
}

export const idSchema = idOf();

export const ID_LIST_PATTERN = '^[1-9][0-9]{0,18}(,[1-9][0-9]{0,18})*$';
const ID_LIST_RE = new RegExp(ID_LIST_PATTERN);

export interface IdListOptions {
  /** Message of a malformed id (default ID 格式不正确). */
  message?: string;
  /** Fewest ids (default 1; 0 lets the list be empty). */
  min?: number;
  /** Most ids (default 1000). */
  max?: number;
  maxMessage?: string;
}

/**
 * A list of ids: a JSON array (of ids as `idSchema` takes them), a repeated form or query field, or one
 * comma-separated text (`ids=1,2,3`, no spaces). Duplicates count once.
 */
export function idListOf(opts: IdListOptions = {}) {
  const message = opts.message ?? ID_MESSAGE;
  const min = opts.min ?? 1;
  const max = opts.max ?? 1000;
  const one = idOf(message);
  // The comma-separated text is split in the transform below (a pipe inside a union member would drop
  // out of the OpenAPI document).
  const text = z.string({ message }).regex(ID_LIST_RE, { message });
  return z
    .union([z.array(one, { message: '应为 ID 列表' }), text, one], { message: '应为 ID 列表' })
    .transform((v, ctx) => {
      if (Array.isArray(v)) return v;
      const ids = v.split(',');
      if (ids.every(isId)) return ids;
      ctx.addIssue({ code: 'custom', message, input: v });
      return z.NEVER;
    })
    .pipe(
      z
        .array(z.string())
        .min(min, { message: '请至少选择一条' })
        .max(max, { message: opts.maxMessage ?? `一次最多 ${max} 条` })
        .transform((ids) => [...new Set(ids)]),
    )
    .meta({
      description: `ID 列表：JSON 数组、重复的表单或查询字段，或以英文逗号分隔的一段文本（不含空格）；${ID_DESCRIPTION}`,
    });
}

/** The usual id list: at least one, at most 1000. */
export const idList = idListOf();

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
