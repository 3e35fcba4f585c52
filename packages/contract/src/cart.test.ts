import { describe, expect, it } from 'vitest';
import { isSettleable } from './cart';

describe('a settleable cart line', () => {
  it('is chosen and has nothing that stops it', () => {
    expect(isSettleable({ selected: true, state: 'ok' })).toBe(true);
    expect(isSettleable({ selected: false, state: 'ok' })).toBe(false);
    for (const state of ['delisted', 'areaLimited', 'understock', 'quantity', 'overLimit'] as const) {
      expect(isSettleable({ selected: true, state }), state).toBe(false);
    }
  });
});
