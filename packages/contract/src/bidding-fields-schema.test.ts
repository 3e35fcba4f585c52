import { describe, expect, it } from 'vitest';
import { date } from './bidding-fields-schema';

describe('bidding dates', () => {
  it('refuses an impossible date with a message instead of throwing (the fuzzer sent 7908-57-88)', () => {
    const d = date('交货日期');
    for (const bad of ['7908-57-88', '2026-02-30', '2026-13-01', '20261201', '']) {
      const r = d.safeParse(bad);
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.message, bad).toContain('交货日期');
    }
    expect(d.safeParse('2026-12-31').success).toBe(true);
  });
});
