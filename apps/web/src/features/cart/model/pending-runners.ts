/**
 * Replay of a guest's pending cart add after login. The compare list and inquiry basket register
 * theirs from features/add-to-lists, direct buy from the shop area.
 */
import { goodsParamsOf, registerPendingActionRunner } from '@/lib/pending-action';
import { appendCart } from '../api/cart-append';

let registered = false;

/** Registers the cart's runner once; returns nothing (it lives as long as the page). */
export function registerCartPendingRunners(onCartChanged: () => void): void {
  if (registered) return;
  registered = true;
  registerPendingActionRunner('append', async (params) => {
    const { id, num } = goodsParamsOf(params);
    if (!id) return;
    await appendCart({ id, num });
    onCartChanged();
  });
}
