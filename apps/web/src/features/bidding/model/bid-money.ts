/** Prices in the bidding forms: typed in yuan, sent and stored in fen; shown through the contract's formats. */
import { formatFen } from '@pm/contract/format';
import { MAX_UNIT_PRICE_FEN } from '@pm/contract/money';

/** Yuan typed in a form → fen: the contract's one conversion (money.ts). */
export { fenToYuan, yuanToFen } from '@pm/contract/money';

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
