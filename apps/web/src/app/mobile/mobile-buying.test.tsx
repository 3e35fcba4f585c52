import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { APPEND_CART_TYPE } from '@pm/contract/cart';
import { replayPendingAction, savePendingAction } from '@/lib/pending-action';
import { useBuyRunners } from './mobile-buying';

const appendCart = vi.fn((_input: unknown) => Promise.resolve());
vi.mock('@/features/cart/api/cart-append', () => ({ appendCart: (input: unknown) => appendCart(input) }));

afterEach(() => appendCart.mockClear());

describe('the phone buy actions after a guest signs in', () => {
  it('replays 立即购买 as the cart’s only selected line and opens the area’s settlement', async () => {
    renderHook(() => useBuyRunners('/app-market/add-order'));
    savePendingAction('buy', { id: '3027', num: 4 });
    expect(await replayPendingAction()).toEqual({ ran: true, next: '/app-market/add-order' });
    expect(appendCart).toHaveBeenCalledWith({
      id: '3027',
      num: 4,
      appendCartType: APPEND_CART_TYPE.directBuy,
    });
  });

  it('replays 加入购物车 as a normal add and stays', async () => {
    renderHook(() => useBuyRunners('/m-shop/shopping-cart/settlement'));
    savePendingAction('append', { id: '12', num: 2 });
    expect(await replayPendingAction()).toEqual({ ran: true, next: null });
    expect(appendCart).toHaveBeenCalledWith({ id: '12', num: 2 });
  });
});
