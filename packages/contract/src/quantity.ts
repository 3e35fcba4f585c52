/**
 * How many pieces a line may hold: at least the minimum order quantity (起订量, MOQ), a multiple of the
 * order multiple (订货倍数), at most QUANTITY_MAX (and, where given, a bound such as the stock). With MOQ 5
 * and multiple 2 the smallest valid quantity is 6. The one home of this rule and of its Chinese wording:
 * cart, batch purchase, 核价单, quotes, buy-again and every quantity input use it.
 */

/** Largest quantity one line may take. */
export const QUANTITY_MAX = 999_999;

export interface QuantityRule {
  moq: number;
  orderMultiple: number;
  /** The goods' unit (个, 箱); 件 when empty. */
  unit?: string;
  /** An upper bound below QUANTITY_MAX, e.g. the stock (ignored when not a positive number). */
  max?: number;
}

/** What is wrong with a quantity, the nearest quantity that fits, and the one Chinese wording of it. */
export interface QuantityProblem {
  kind: 'belowMoq' | 'notMultiple' | 'overMax' | 'notPositive';
  /** The valid quantity nearest to the one given (rounded up to the multiple, within the bounds). */
  suggested: number;
  /** The rule broken, without the goods' name: 起订量为 5个 / 须按 2个的整数倍购买 / 数量不能超过 999999. */
  message: string;
}

function positiveInt(n: number | undefined, fallback: number): number {
  return typeof n === 'number' && Number.isFinite(n) && n >= 1 ? Math.floor(n) : fallback;
}

function unitOf(rule: QuantityRule): string {
  return rule.unit || '件';
}

/** The step quantities move by: the order multiple, at least 1. */
export function quantityStep(rule: Pick<QuantityRule, 'orderMultiple'>): number {
  return positiveInt(rule.orderMultiple, 1);
}

/** The smallest valid quantity: the MOQ rounded up to the order multiple. */
export function minQuantity(rule: Pick<QuantityRule, 'moq' | 'orderMultiple'>): number {
  const step = quantityStep(rule);
  return Math.ceil(positiveInt(rule.moq, 1) / step) * step;
}

/** The largest valid quantity: the largest multiple not above the bound, but never below the minimum. */
export function maxQuantity(rule: QuantityRule): number {
  const step = quantityStep(rule);
  const bound = Math.min(QUANTITY_MAX, positiveInt(rule.max, QUANTITY_MAX));
  return Math.max(minQuantity(rule), Math.floor(bound / step) * step);
}

/**
 * The valid quantity nearest to what was typed: rounded up to the multiple, at least the minimum, at
 * most the maximum. Nothing typed (or not a number) gives the minimum.
 */
export function fitQuantity(value: number | null | undefined, rule: QuantityRule): number {
  const step = quantityStep(rule);
  const n = typeof value === 'number' && Number.isFinite(value) ? value : minQuantity(rule);
  const up = Math.ceil(n / step) * step;
  return Math.min(maxQuantity(rule), Math.max(minQuantity(rule), up));
}

/**
 * What is wrong with `num` for a goods, or null when it fits. `checkMoq: false` checks only the multiple
 * and the maximum (an amount added to a line the cart already has).
 */
export function quantityProblem(
  num: number,
  rule: QuantityRule,
  options: { checkMoq?: boolean } = {},
): QuantityProblem | null {
  const unit = unitOf(rule);
  const step = quantityStep(rule);
  const moq = positiveInt(rule.moq, 1);
  if (!Number.isSafeInteger(num) || num < 1) {
    return { kind: 'notPositive', suggested: minQuantity(rule), message: '数量须为正整数' };
  }
  const top = Math.min(QUANTITY_MAX, positiveInt(rule.max, QUANTITY_MAX));
  if (num > top) {
    return { kind: 'overMax', suggested: maxQuantity(rule), message: `数量不能超过 ${top}` };
  }
  if (options.checkMoq !== false && num < moq) {
    return { kind: 'belowMoq', suggested: minQuantity(rule), message: `起订量为 ${moq}${unit}` };
  }
  if (num % step !== 0) {
    return {
      kind: 'notMultiple',
      suggested: fitQuantity(num, rule),
      message: `须按 ${step}${unit}的整数倍购买`,
    };
  }
  return null;
}

/** The rule as a buyer reads it beside a quantity input: 5个起订，按2个的倍数购买 ('' when 1 and 1). */
export function quantityHint(rule: QuantityRule): string {
  const unit = unitOf(rule);
  const moq = positiveInt(rule.moq, 1);
  const step = quantityStep(rule);
  const parts: string[] = [];
  if (moq > 1) parts.push(`${moq}${unit}起订`);
  if (step > 1) parts.push(`按${step}${unit}的倍数购买`);
  return parts.join('，');
}
