/**
 * Order quantities: at least the minimum order quantity (MOQ, 起订量) and a multiple of the order
 * multiple (订货倍数). With MOQ 5 and multiple 2 the smallest valid quantity is 6.
 */

export interface QuantityRule {
  moq: number;
  orderMultiple: number;
  /** Upper bound, e.g. the stock (ignored when not a positive number). */
  max?: number;
}

/** Largest quantity one line may take. */
export const QUANTITY_MAX = 999_999;

function positiveInt(n: number, fallback: number): number {
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : fallback;
}

/** The smallest valid quantity. */
export function minQuantity(rule: QuantityRule): number {
  const moq = positiveInt(rule.moq, 1);
  const step = positiveInt(rule.orderMultiple, 1);
  return Math.ceil(moq / step) * step;
}

/**
 * The valid quantity nearest to what was typed: rounded up to the multiple, at least the MOQ, at most
 * the largest multiple not above the bound (but never below the minimum).
 */
export function normalizeQuantity(value: number | null | undefined, rule: QuantityRule): number {
  const step = positiveInt(rule.orderMultiple, 1);
  const min = minQuantity(rule);
  const bound = Math.min(QUANTITY_MAX, positiveInt(rule.max ?? QUANTITY_MAX, QUANTITY_MAX));
  const top = Math.max(min, Math.floor(bound / step) * step);
  const n = typeof value === 'number' && Number.isFinite(value) ? value : min;
  const up = Math.ceil(n / step) * step;
  return Math.min(top, Math.max(min, up));
}

/** The buyer-facing rule: 起订量 5 个，按 2 个的倍数购买. */
export function quantityHint(rule: QuantityRule, unit: string): string {
  const moq = positiveInt(rule.moq, 1);
  const step = positiveInt(rule.orderMultiple, 1);
  const u = unit || '件';
  const parts: string[] = [];
  if (moq > 1) parts.push(`${moq}${u}起订`);
  if (step > 1) parts.push(`按${step}${u}的倍数购买`);
  return parts.join('，');
}
