import { describe, expect, it } from 'vitest';
import { compactYuan, formatFen } from './money';

describe('money on the dashboard', () => {
  it('shows fen as yuan with two decimals', () => {
    expect(formatFen(123456)).toBe('¥1,234.56');
    expect(formatFen(5)).toBe('¥0.05');
  });

  it('shortens axis labels to 万 and 亿', () => {
    expect(compactYuan(0)).toBe('¥0');
    expect(compactYuan(850_000)).toBe('¥8,500');
    expect(compactYuan(12_500_000)).toBe('¥12.5万');
    expect(compactYuan(100_000_000)).toBe('¥100万');
    expect(compactYuan(32_000_000_000)).toBe('¥3.2亿');
  });
});
