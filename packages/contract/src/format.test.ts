import { describe, expect, it } from 'vitest';
import { formatFen, formatPercent, formatThousands, formatWan } from './format';

describe('number formats', () => {
  it('groups thousands with commas', () => {
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1000)).toBe('1,000');
    expect(formatThousands(1234567.891)).toBe('1,234,567.891');
    expect(formatThousands(-9876543)).toBe('-9,876,543');
    expect(formatThousands('1234567', 2)).toBe('1,234,567.00');
    expect(formatThousands(null)).toBe('');
    expect(formatThousands('abc')).toBe('');
  });
  it('shows ten-thousands with 4 decimals', () => {
    expect(formatWan(123456)).toBe('12.3456');
    expect(formatWan(10000)).toBe('1.0000');
    expect(formatWan(5)).toBe('0.0005');
    expect(formatWan(undefined)).toBe('');
  });
  it('shows percent with 2 decimals by default', () => {
    expect(formatPercent(0.12345)).toBe('12.35%');
    expect(formatPercent(1)).toBe('100.00%');
    expect(formatPercent(0.5, 0)).toBe('50%');
    expect(formatPercent('')).toBe('');
  });
  it('shows integer fen as yuan', () => {
    expect(formatFen(123456)).toBe('¥1,234.56');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(-100)).toBe('-¥1.00');
    expect(formatFen(100000000, '')).toBe('1,000,000.00');
  });
});
