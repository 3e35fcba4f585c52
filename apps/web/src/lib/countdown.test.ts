import { describe, expect, it } from 'vitest';
import { formatCountdown, formatRemaining, remainingUntil } from './countdown';

describe('countdown', () => {
  const now = new Date('2026-03-01T08:00:00Z').getTime();
  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(remainingUntil(end, now)).toEqual({ d: 2, h: 3, m: 4, s: 5, ended: false });
    expect(formatCountdown(end, now)).toBe('2天3时4分5秒');
  });
  it('has seconds resolution (a partial second is dropped)', () => {
    expect(remainingUntil(now + 1999, now)).toEqual({ d: 0, h: 0, m: 0, s: 1, ended: false });
    expect(formatCountdown(now + 59_000, now)).toBe('0天0时0分59秒');
  });
  it('is ended at and after the end, and for an invalid date', () => {
    expect(formatCountdown(now, now)).toBe('已结束');
    expect(formatCountdown(now + 999, now)).toBe('已结束');
    expect(formatCountdown(now - 1000, now)).toBe('已结束');
    expect(remainingUntil('not a date', now)).toEqual({ d: 0, h: 0, m: 0, s: 0, ended: true });
  });
  it('accepts ISO strings, "YYYY-MM-DD HH:mm:ss" and Date objects', () => {
    expect(formatCountdown('2026-03-02T08:00:00Z', now)).toBe('1天0时0分0秒');
    const local = new Date(2026, 2, 1, 10, 30, 0);
    expect(formatCountdown('2026-03-01 12:30:00', local)).toBe('0天2时0分0秒');
    expect(formatRemaining(remainingUntil(new Date(now + 3_600_000), new Date(now)))).toBe('0天1时0分0秒');
  });
});
