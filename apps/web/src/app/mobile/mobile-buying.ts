/**
 * The two buy actions of the phone goods detail (both mobile areas) with their replay after a guest
 * signs in.
 */
import { useEffect } from 'react';
import { APPEND_CART_TYPE } from '@pm/contract/cart';
import { appendCart } from '@/features/cart/api/cart-append';
import { registerCartPendingRunners } from '@/features/cart/model/pending-runners';
import { goodsParamsOf, registerPendingActionRunner, runOrDefer } from '@/lib/pending-action';

/**
 * Registers the replay of a guest's 加入购物车 and 立即购买 for this area: after signing in the goods go to
 * the cart, and 立即购买 (the goods set as the cart's only selected line) opens `settlementHref`. The
 * runners stay registered for the visit, so the login screen can replay them; another area's screen
 * registers its own settlement.
 */
export function useBuyRunners(settlementHref: string): void {
  useEffect(() => {
    registerCartPendingRunners(() => undefined);
    registerPendingActionRunner('buy', async (params) => {
      const { id, num } = goodsParamsOf(params);
      if (!id) return undefined;
      await appendCart({ id, num, appendCartType: APPEND_CART_TYPE.directBuy });
      return { next: settlementHref };
    });
  }, [settlementHref]);
}

/**
 * 加入购物车 / 立即购买 of a goods item: a signed-in buyer's runs now (立即购买 then opens the settlement);
 * a guest's is kept (ShopTodoAction), 请先登录 is said and the area's login screen opens.
 */
export function buyGoods(kind: 'append' | 'buy', id: string, num: number): Promise<void> {
  return runOrDefer(kind, { id, num });
}
