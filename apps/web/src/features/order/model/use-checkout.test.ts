import { describe, expect, it } from 'vitest';
import type { CartGroup, CartLine } from '@pm/contract/cart';
import type { OrderPreview } from '@pm/contract/order';
import { cartLine } from '@/test/cart-line-fixture';
import { checkoutGroups, checkoutLineIds, settledKinds, settledLines } from './use-checkout';

function group(supplierId: string, lines: CartLine[]): CartGroup {
  return {
    supplierId,
    supplierName: `供应商${supplierId}`,
    lines,
    selected: false,
    selectedCount: 0,
    subtotal: 0,
    freight: { fee: 0, toFree: 0 },
  };
}

const cart = {
  groups: [
    group('a', [
      cartLine('1', { selected: true }),
      cartLine('2', { selected: true, state: 'understock' }),
      cartLine('3'),
    ]),
    group('b', [cartLine('4', { selected: true, state: 'delisted' })]),
    group('c', [cartLine('5', { selected: true }), cartLine('6', { selected: true })]),
  ],
};

describe('what a checkout settles', () => {
  it('takes the chosen settleable lines only', () => {
    expect(checkoutLineIds(cart)).toEqual(['1', '5', '6']);
    expect(checkoutLineIds(undefined)).toEqual([]);
    expect(settledLines(cart.groups[0]!).map((l) => l.id)).toEqual(['1']);
  });

  it('shows the groups with something to settle until the preview is read, then the preview', () => {
    expect(checkoutGroups(undefined, cart).map((g) => g.supplierId)).toEqual(['a', 'c']);
    expect(settledKinds(checkoutGroups(undefined, cart))).toBe(3);
    const view = {
      groups: [{ ...group('c', cart.groups[2]!.lines), expectedDate: '2026-11-30', amount: 0 }],
    };
    expect(checkoutGroups(view as unknown as OrderPreview, cart).map((g) => g.supplierId)).toEqual(['c']);
  });
});
