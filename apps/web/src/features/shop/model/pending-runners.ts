/**
 * Replays of a guest's pending shop action after login (§4). The cart add is owned here; the compare
 * list, inquiry basket and direct buy register their runners from their own features.
 */
import { registerPendingActionRunner } from '@/lib/pending-action';
import { appendToCart } from '../api/cart-append';

function cartParams(params: Record<string, unknown>) {
  const id = typeof params.id === 'string' || typeof params.id === 'number' ? String(params.id) : '';
  const num = Number(params.num);
  return { id, num: Number.isFinite(num) && num > 0 ? Math.floor(num) : 1 };
}

let registered = false;

/** Registers the shop's runners once; returns nothing (they live as long as the page). */
export function registerShopPendingRunners(onCartChanged: () => void): void {
  if (registered) return;
  registered = true;
  registerPendingActionRunner('append', async (params) => {
    const { id, num } = cartParams(params);
    if (!id) return;
    await appendToCart({ id, num, appendCartType: 0 });
    onCartChanged();
  });
}
