import { describe, expect, it } from 'vitest';
import { yuanToFen } from './money';

describe('yuanToFen', () => {
  it('reads yuan typed as text or number into integer fen', () => {
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('12.34')).toBe(1234);
    expect(yuanToFen('12.345')).toBe(1234);
    expect(yuanToFen('1,234.50')).toBe(123450);
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen(' 8 ')).toBe(800);
  });

  it('answers null for empty, negative or non-numeric input', () => {
    for (const v of ['', '  ', '-1', 'abc', '1e5', null, undefined, Number.NaN, -3]) {
      expect(yuanToFen(v)).toBeNull();
    }
  });
});
