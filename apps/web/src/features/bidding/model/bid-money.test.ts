import { describe, expect, it } from 'vitest';
import { fenToYuan, priceText, rateText, yuanToFen } from './bid-money';

describe('bid money', () => {
  it('turns yuan into whole fen without floating-point drift', () => {
    expect(yuanToFen(12.34)).toBe(1234);
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen('19.9')).toBe(1990);
    expect(yuanToFen('5')).toBe(500);
    expect(yuanToFen(1.005)).toBe(100);
  });
  it('refuses empty, negative and non-numeric input', () => {
    expect(yuanToFen('')).toBeNull();
    expect(yuanToFen(null)).toBeNull();
    expect(yuanToFen(-1)).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
  });
  it('shows fen as yuan', () => {
    expect(fenToYuan(1234)).toBe(12.34);
    expect(priceText(123456)).toBe('¥1,234.56');
    expect(priceText(null)).toBe('—');
    expect(rateText(0.9567)).toBe('95.7%');
    expect(rateText(null)).toBe('暂无记录');
  });
});
