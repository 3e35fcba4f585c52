/**
 * Business caps of every amount of money (integer fen), written once: the schemas and the server use them.
 *
 * They keep every amount the mall computes far inside JavaScript's safe integers (2^53 − 1 ≈ 9.0 × 10^15):
 * a cart holds at most 1,000 lines of at most MAX_LINE_AMOUNT_FEN each (10^13), and an order, a quote and
 * a credit limit stay below 10^12. Quantities keep their own caps (999,999 per line: cart.ts,
 * add-to-lists-schema.ts, inquiry-schema.ts).
 */
import { formatFen } from './format';

/** One piece: ¥1,000,000.00. */
export const MAX_UNIT_PRICE_FEN = 100_000_000;
/** One line, unit price × quantity: ¥100,000,000.00. */
export const MAX_LINE_AMOUNT_FEN = 10_000_000_000;
/** One order submission (goods and freight) and one supplier's quotes of one inquiry: ¥1,000,000,000.00. */
export const MAX_TOTAL_FEN = 100_000_000_000;
/** An organization's monthly settlement credit: ¥10,000,000,000.00. */
export const MAX_CREDIT_LIMIT_FEN = 1_000_000_000_000;

export const MONEY_MESSAGES = {
  unitPrice: `单价最高 ${formatFen(MAX_UNIT_PRICE_FEN)}`,
  lineAmount: `单行金额（单价 × 数量）最高 ${formatFen(MAX_LINE_AMOUNT_FEN)}`,
  orderTotal: `单次下单金额最高 ${formatFen(MAX_TOTAL_FEN)}，请分批提交`,
  quoteTotal: `一张询价单的报价总额最高 ${formatFen(MAX_TOTAL_FEN)}`,
  acceptTotal: `一次接受的报价总额最高 ${formatFen(MAX_TOTAL_FEN)}，请分批接受`,
  creditLimit: `授信额度最高 ${formatFen(MAX_CREDIT_LIMIT_FEN)}`,
  /** The cart line state of a line over a cap (its price rose after it was added). */
  overLimit: '金额超出上限',
} as const;

/**
 * Which cap `price × num` breaks (computed exactly, in BigInt), or null when it keeps both. Only the
 * line's own caps: totals are checked where lines are summed.
 */
export function lineMoneyProblem(price: number, num: number): 'unitPrice' | 'lineAmount' | null {
  if (price > MAX_UNIT_PRICE_FEN) return 'unitPrice';
  if (BigInt(price) * BigInt(num) > BigInt(MAX_LINE_AMOUNT_FEN)) return 'lineAmount';
  return null;
}

/**
 * A whole amount of fen read from the database (bigint or numeric text) as a number; a value outside the
 * safe integers is a broken invariant (the caps keep every amount far below), never rounded silently.
 */
export function safeFen(value: string | number | bigint): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n))
    throw new RangeError(`amount out of the safe integer range: ${String(value)}`);
  return n;
}

/** An amount of fen computed exactly (BigInt, it may be beyond the safe integers) as yuan: ¥1,234.56. */
export function formatFenExact(fen: bigint): string {
  const abs = fen < 0n ? -fen : fen;
  const yuan = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${fen < 0n ? '-' : ''}¥${yuan}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/**
 * An amount typed in yuan (a number from an input, or its text; at most two decimals, more are cut) as
 * integer fen; null when empty, negative, not a number or beyond the safe integers.
 */
export function yuanToFen(yuan: number | string | null | undefined): number | null {
  if (yuan === null || yuan === undefined || yuan === '') return null;
  const text = typeof yuan === 'number' ? (Number.isFinite(yuan) ? yuan.toFixed(2) : '') : yuan.trim();
  const m = /^(\d+)(?:\.(\d{0,2})\d*)?$/.exec(text.replace(/,/g, ''));
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

/** Integer fen as a yuan number for a number input: 1234 → 12.34; nothing stays null. */
export function fenToYuan(fen: number | null | undefined): number | null {
  return fen === null || fen === undefined ? null : fen / 100;
}

/**
 * Integer fen as yuan text for a text input (no grouping, no symbol): 123456 → "1234.56", 7 → "0.07".
 * `zeros` says which trailing zeros go: 'keep' none (1200 → "12.00"); 'whole' a whole amount's ".00"
 * (1200 → "12", 1250 → "12.50"); 'all' every one (1200 → "12", 1250 → "12.5").
 */
export function fenToYuanText(fen: number, zeros: 'keep' | 'whole' | 'all' = 'keep'): string {
  const abs = Math.abs(Math.trunc(fen));
  const text = `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  if (zeros === 'whole') return text.replace(/\.00$/, '');
  if (zeros === 'all') return text.replace(/\.?0+$/, '');
  return text;
}
