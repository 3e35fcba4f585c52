/**
 * The rules of the application form (申请售后) without UI: amounts typed in yuan and sent as integer
 * fen, each line's default and largest amount, the photos' client-side checks, and the request built
 * from the form with a Chinese message for the first problem. The server checks all of it again.
 */
import {
  MAX_REFUND_PHOTOS,
  REFUND_PHOTO_MAX_BYTES,
  REFUND_PHOTO_TYPES,
  type RefundApplyRequest,
  type RefundableLine,
  type RefundReason,
  type RefundType,
} from '@pm/contract/refund';
import { fenToYuanText, yuanToFen } from '@pm/contract/money';

/** 问题描述 at most (the contract's MAX_REFUND_DESCRIPTION; the schema file is not loaded by pages). */
export const DESCRIPTION_MAX = 500;

const YUAN = /^\d{1,13}(\.\d{0,2})?$/;

/**
 * An amount as typed in the form (`12`, `12.3`, `12.34`, `¥1,234.50`) → integer fen through the contract's
 * yuanToFen; null when it is not an amount with at most two decimals (more decimals are refused here, not cut).
 */
export function amountTextToFen(text: string): number | null {
  const t = text.trim().replace(/^¥/, '').replace(/,/g, '');
  return YUAN.test(t) ? yuanToFen(t) : null;
}

/** The most that may be asked back for `num` pieces of a line: price × num, within what the line has left. */
export function lineCap(line: Pick<RefundableLine, 'price' | 'refundableAmount'>, num: number): number {
  return Math.max(0, Math.min(line.price * num, line.refundableAmount));
}

/** One line of the form. */
export interface LineDraft {
  orderLineId: string;
  checked: boolean;
  num: number;
  /** The amount as typed, in yuan. */
  amountText: string;
}

/** A line's draft as the form starts: unchecked, all that is left, its largest amount. */
export function initialDraft(line: RefundableLine): LineDraft {
  const num = line.refundableNum;
  return {
    orderLineId: line.orderLineId,
    checked: false,
    num,
    amountText: fenToYuanText(lineCap(line, num)),
  };
}

/** A changed quantity: kept within 1…what is left, and the amount set to its new largest value. */
export function withNum(line: RefundableLine, draft: LineDraft, num: number | null): LineDraft {
  const n = Math.min(line.refundableNum, Math.max(1, Math.trunc(num ?? 1)));
  return { ...draft, num: n, amountText: fenToYuanText(lineCap(line, n)) };
}

/** Whether a line can be chosen at all. */
export function isRefundable(line: RefundableLine): boolean {
  return line.refundableNum > 0 && line.refundableAmount > 0;
}

export interface ApplyForm {
  orderId: string;
  type: RefundType | null;
  reason: RefundReason | null;
  description: string;
  drafts: LineDraft[];
  photoIds: string[];
}

export type ApplyBuild =
  { ok: true; request: RefundApplyRequest; amount: number } | { ok: false; message: string };

/** The request of the form, or the first problem in Chinese. */
export function buildApplyRequest(form: ApplyForm, lines: readonly RefundableLine[]): ApplyBuild {
  if (!form.type) return { ok: false, message: '请选择售后类型' };
  if (!form.reason) return { ok: false, message: '请选择售后原因' };
  const chosen = form.drafts.filter((d) => d.checked);
  if (chosen.length === 0) return { ok: false, message: '请选择要售后的商品' };
  const byId = new Map(lines.map((l) => [l.orderLineId, l]));
  const out: RefundApplyRequest['lines'] = [];
  let amount = 0;
  for (const d of chosen) {
    const line = byId.get(d.orderLineId);
    if (!line || !isRefundable(line)) return { ok: false, message: '所选商品已无可申请售后的数量' };
    if (!Number.isInteger(d.num) || d.num < 1 || d.num > line.refundableNum) {
      return { ok: false, message: `「${line.name}」的售后数量应为 1 到 ${line.refundableNum}` };
    }
    const fen = amountTextToFen(d.amountText);
    if (fen === null) return { ok: false, message: `「${line.name}」的退款金额应为数字，最多两位小数` };
    if (fen <= 0) return { ok: false, message: `「${line.name}」的退款金额必须大于 0` };
    const cap = lineCap(line, d.num);
    if (fen > cap) {
      return { ok: false, message: `「${line.name}」的退款金额最多 ¥${fenToYuanText(cap)}` };
    }
    out.push({ orderLineId: d.orderLineId, num: d.num, amount: fen });
    amount += fen;
  }
  const description = form.description.trim();
  if (description.length > DESCRIPTION_MAX) {
    return { ok: false, message: `问题描述最多 ${DESCRIPTION_MAX} 字` };
  }
  if (form.photoIds.length > MAX_REFUND_PHOTOS) {
    return { ok: false, message: `凭证图片最多 ${MAX_REFUND_PHOTOS} 张` };
  }
  return {
    ok: true,
    amount,
    request: {
      orderId: form.orderId,
      type: form.type,
      reason: form.reason,
      description,
      lines: out,
      photoIds: form.photoIds,
    },
  };
}

/** The photo picker's accept attribute. */
export const PHOTO_ACCEPT = REFUND_PHOTO_TYPES.join(',');

/** Why a chosen photo cannot be uploaded (type by the browser's reading, size), or null. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!(REFUND_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return '仅支持 JPG、PNG、WebP 格式的图片';
  }
  if (file.size > REFUND_PHOTO_MAX_BYTES) {
    return `图片不能超过 ${REFUND_PHOTO_MAX_BYTES / 1024 / 1024} MB`;
  }
  if (file.size === 0) return '图片文件是空的';
  return null;
}

/** The key of the last application sent from a form, and the body it was sent with. */
export interface SentKey {
  body: string;
  key: string;
}

function randomKey(): string {
  const id =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return `refund-${id}`.replace(/[^A-Za-z0-9_.:-]/g, '').slice(0, 100);
}

/**
 * The Idempotency-Key of an application: the same for a retry or a double submit of the same body (the
 * server answers the first application), a new one once the body changed (the server refuses one key
 * for two different applications).
 */
export function applicationKey(
  last: SentKey | null,
  request: RefundApplyRequest,
  random: () => string = randomKey,
): SentKey {
  const body = JSON.stringify(request);
  return last && last.body === body ? last : { body, key: random() };
}

/** What each kind of application is for, under its choice in both forms. */
export const REFUND_TYPE_HINTS: Record<RefundType, string> = {
  REFUND_ONLY: '未收到货，或商品无需寄回',
  RETURN: '已收到货，需将商品寄回供应商',
};

/** The total the chosen lines ask back, fen (amounts that do not read count 0). */
export function chosenTotal(drafts: readonly LineDraft[]): number {
  return drafts.filter((d) => d.checked).reduce((sum, d) => sum + (amountTextToFen(d.amountText) ?? 0), 0);
}
