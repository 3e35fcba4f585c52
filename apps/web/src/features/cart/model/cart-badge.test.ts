import { describe, expect, it } from 'vitest';
import { cartBadgeText } from './cart-badge';

describe('cartBadgeText', () => {
  it('shows the number of lines, nothing for an empty cart, 99+ above 99', () => {
    expect(cartBadgeText(0)).toBeUndefined();
    expect(cartBadgeText(null)).toBeUndefined();
    expect(cartBadgeText(Number.NaN)).toBeUndefined();
    expect(cartBadgeText(4)).toBe('4');
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
  });
});
