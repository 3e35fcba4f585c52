import { describe, expect, it } from 'vitest';
import { fenToYuan, fenToYuanText, yuanToFen } from './money';

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

describe('fenToYuan and fenToYuanText', () => {
  it('gives a number input its yuan, nothing stays null', () => {
    expect(fenToYuan(1234)).toBe(12.34);
    expect(fenToYuan(null)).toBeNull();
    expect(fenToYuan(undefined)).toBeNull();
  });

  it('writes yuan text with the trailing zeros asked for', () => {
    expect(fenToYuanText(123456)).toBe('1234.56');
    expect(fenToYuanText(7)).toBe('0.07');
    expect(fenToYuanText(0)).toBe('0.00');
    expect(fenToYuanText(-1250)).toBe('-12.50');
    expect(fenToYuanText(1200, 'whole')).toBe('12');
    expect(fenToYuanText(1250, 'whole')).toBe('12.50');
    expect(fenToYuanText(1250, 'all')).toBe('12.5');
    expect(fenToYuanText(10000, 'all')).toBe('100');
    expect(fenToYuanText(0, 'all')).toBe('0');
    expect(fenToYuanText(5, 'all')).toBe('0.05');
  });

  it('reads back through yuanToFen', () => {
    for (const fen of [0, 1, 10, 99, 100, 123456, 9999999]) {
      for (const zeros of ['keep', 'whole', 'all'] as const)
        expect(yuanToFen(fenToYuanText(fen, zeros))).toBe(fen);
    }
  });
});
