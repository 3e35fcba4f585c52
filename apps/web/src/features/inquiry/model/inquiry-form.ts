/**
 * Rules of the inquiry screens without UI: the reply deadline a buyer may pick, yuan → fen, and the
 * supplier's quote rows turned into a quote request (rows left empty are skipped, half-filled ones named;
 * an invited supplier's row needs goods of its own).
 */
import {
  MAX_INQUIRY_DAYS,
  MAX_QUOTE_VALID_DAYS,
  type InquiryStatus,
  type VendorInquiryStatus,
} from '@pm/contract/inquiry';
import { yuanToFen } from '@pm/contract/money';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The default reply deadline: three days ahead at 18:00 (local time). */
export function defaultDeadline(now: Date): Date {
  const d = new Date(now.getTime() + 3 * DAY_MS);
  d.setHours(18, 0, 0, 0);
  return d;
}

/** Why a deadline cannot be used (Chinese), or null. */
export function deadlineProblem(deadline: Date | null, now: Date): string | null {
  if (!deadline) return '请选择报价截止时间';
  if (deadline.getTime() <= now.getTime()) return '报价截止时间须晚于当前时间';
  if (deadline.getTime() > now.getTime() + MAX_INQUIRY_DAYS * DAY_MS) {
    return `报价截止时间最晚为 ${MAX_INQUIRY_DAYS} 天内`;
  }
  return null;
}

/** The last validity date a supplier may pick, counted from today. */
export const MAX_VALID_DAYS = MAX_QUOTE_VALID_DAYS;

/** A unit price typed in yuan → integer fen through the contract's yuanToFen; null for nothing or a non-positive amount. */
export function priceYuanToFen(yuan: number | null | undefined): number | null {
  const fen = yuanToFen(yuan);
  return fen !== null && fen > 0 ? fen : null;
}

/** Fen to yuan for an input field: the contract's. */
export { fenToYuan } from '@pm/contract/money';

export interface QuoteRow {
  lineId: string;
  goodsName: string;
  /** Unit price in yuan as typed. */
  priceYuan: number | null;
  quotedNum: number | null;
  /** YYYY-MM-DD. */
  validUntil: string | null;
  remark: string;
  /** The line's goods are not the supplier's (it was invited): it quotes goods of its own. */
  needsOffer?: boolean;
  /** The supplier's own goods it offers for the line. */
  offeredGoodsId?: string | null;
}

export interface QuoteLineInput {
  lineId: string;
  price: number;
  quotedNum: number | null;
  validUntil: string;
  remark: string;
  offeredGoodsId?: string;
}

/**
 * The lines to send: rows with a price (and their validity date, which they need). Rows without a
 * price are skipped; nothing priced is a problem.
 */
export function quoteLinesOf(rows: readonly QuoteRow[]): { lines: QuoteLineInput[]; problem: string | null } {
  const lines: QuoteLineInput[] = [];
  for (const r of rows) {
    const price = priceYuanToFen(r.priceYuan);
    if (r.priceYuan === null || r.priceYuan === undefined) continue;
    if (price === null) return { lines: [], problem: `「${r.goodsName}」的报价单价须大于 0` };
    if (!r.validUntil) return { lines: [], problem: `请填写「${r.goodsName}」的报价有效期` };
    if (r.needsOffer && !r.offeredGoodsId) {
      return { lines: [], problem: `请为「${r.goodsName}」选择贵司的报价商品` };
    }
    lines.push({
      lineId: r.lineId,
      price,
      quotedNum: r.quotedNum ?? null,
      validUntil: r.validUntil,
      remark: r.remark.trim(),
      ...(r.offeredGoodsId ? { offeredGoodsId: r.offeredGoodsId } : {}),
    });
  }
  if (lines.length === 0) return { lines, problem: '请至少填写一条报价单价' };
  return { lines, problem: null };
}

/** antd Tag colors of the statuses. */
export const INQUIRY_STATUS_COLORS: Record<InquiryStatus, string> = {
  pending: 'blue',
  quoted: 'green',
  expired: 'default',
  converted: 'purple',
  cancelled: 'default',
};

export const VENDOR_STATUS_COLORS: Record<VendorInquiryStatus, string> = {
  pending: 'orange',
  quoted: 'green',
  accepted: 'purple',
  closed: 'default',
  cancelled: 'default',
};
