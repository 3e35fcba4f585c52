import { describe, expect, it } from 'vitest';
import {
  QUANTITY_MAX,
  fitQuantity,
  maxQuantity,
  minQuantity,
  quantityHint,
  quantityProblem,
} from './quantity';

const rule = { moq: 5, orderMultiple: 2, unit: '个' };

describe('quantity rule', () => {
  it('the minimum is the MOQ rounded up to the multiple', () => {
    expect(minQuantity(rule)).toBe(6);
    expect(minQuantity({ moq: 0, orderMultiple: 0 })).toBe(1);
  });

  it('fits a typed quantity between the bounds, in steps of the multiple', () => {
    expect(fitQuantity(1, rule)).toBe(6);
    expect(fitQuantity(7, rule)).toBe(8);
    expect(fitQuantity(null, rule)).toBe(6);
    expect(fitQuantity(50, { ...rule, max: 11 })).toBe(10);
    expect(fitQuantity(50, { ...rule, max: 3 })).toBe(6);
    expect(fitQuantity(10_000_000, { moq: 1, orderMultiple: 1 })).toBe(QUANTITY_MAX);
    expect(maxQuantity({ moq: 1, orderMultiple: 10 })).toBe(999_990);
  });

  it('names the rule a quantity breaks, with the nearest quantity that fits', () => {
    expect(quantityProblem(6, rule)).toBeNull();
    expect(quantityProblem(3, rule)).toEqual({ kind: 'belowMoq', suggested: 6, message: '起订量为 5个' });
    expect(quantityProblem(7, rule)).toEqual({
      kind: 'notMultiple',
      suggested: 8,
      message: '须按 2个的整数倍购买',
    });
    expect(quantityProblem(2, rule, { checkMoq: false })).toBeNull();
    expect(quantityProblem(1_000_000, { moq: 1, orderMultiple: 1 })?.kind).toBe('overMax');
    expect(quantityProblem(0, rule)?.kind).toBe('notPositive');
    expect(quantityProblem(1.5, rule)?.kind).toBe('notPositive');
  });

  it('says the rule beside an input', () => {
    expect(quantityHint(rule)).toBe('5个起订，按2个的倍数购买');
    expect(quantityHint({ moq: 1, orderMultiple: 1 })).toBe('');
    expect(quantityHint({ moq: 3, orderMultiple: 1 })).toBe('3件起订');
  });
});
