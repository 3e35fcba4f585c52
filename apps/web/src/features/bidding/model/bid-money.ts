/** Prices in the bidding forms: typed in yuan, sent and stored in fen; shown through the contract's formats. */
import { formatFen } from '@pm/contract/format';
import { MAX_UNIT_PRICE_FEN } from '@pm/contract/money';

/** Yuan (a number from an input, at most two decimals) → fen; null when empty, negative or not a number. */
export function yuanToFen(yuan: number | string | null | undefined): number | null {
  if (yuan === null || yuan === undefined || yuan === '') return null;
  const text = typeof yuan === 'number' ? yuan.toFixed(2) : yuan.trim();
  const m = /^(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

/** Fen → yuan for an input. */
export function fenToYuan(fen: number | null | undefined): number | null {
  return fen === null || fen === undefined ? null : fen / 100;
}

/** The most a unit price may be, in yuan (the contract's cap). */
export const MAX_PRICE_YUAN = MAX_UNIT_PRICE_FEN / 100;

/** ¥1,234.56, or — without a price. */
export function priceText(fen: number | null | undefined): string {
  return fen === null || fen === undefined ? '—' : formatFen(fen);
}

/** A rate (0..1) as a percent with one decimal, or 暂无记录. */
export function rateText(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '暂无记录' : `${(rate * 100).toFixed(1)}%`;
}
