import { describe, expect, it } from 'vitest';
import { minQuantity, normalizeQuantity, quantityHint } from './quantity';

describe('order quantity', () => {
  it('starts at the MOQ rounded up to the multiple', () => {
    expect(minQuantity({ moq: 1, orderMultiple: 1 })).toBe(1);
    expect(minQuantity({ moq: 5, orderMultiple: 2 })).toBe(6);
    expect(minQuantity({ moq: 10, orderMultiple: 5 })).toBe(10);
    expect(minQuantity({ moq: 0, orderMultiple: 0 })).toBe(1);
  });
  it('rounds a typed quantity up to a valid one', () => {
    const rule = { moq: 5, orderMultiple: 2 };
    expect(normalizeQuantity(1, rule)).toBe(6);
    expect(normalizeQuantity(7, rule)).toBe(8);
    expect(normalizeQuantity(8, rule)).toBe(8);
    expect(normalizeQuantity(null, rule)).toBe(6);
    expect(normalizeQuantity(Number.NaN, rule)).toBe(6);
    expect(normalizeQuantity(3.2, { moq: 1, orderMultiple: 1 })).toBe(4);
  });
  it('stays within the bound but never below the minimum', () => {
    expect(normalizeQuantity(100, { moq: 1, orderMultiple: 3, max: 10 })).toBe(9);
    expect(normalizeQuantity(100, { moq: 6, orderMultiple: 3, max: 2 })).toBe(6);
    expect(normalizeQuantity(5_000_000, { moq: 1, orderMultiple: 1 })).toBe(999_999);
  });
  it('says the rule in Chinese', () => {
    expect(quantityHint({ moq: 5, orderMultiple: 2 }, '个')).toBe('5个起订，按2个的倍数购买');
    expect(quantityHint({ moq: 1, orderMultiple: 1 }, '个')).toBe('');
    expect(quantityHint({ moq: 10, orderMultiple: 1 }, '')).toBe('10件起订');
  });
});
