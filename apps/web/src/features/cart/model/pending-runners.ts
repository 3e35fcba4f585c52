/**
 * Replay of a guest's pending cart add after login. The compare list, inquiry basket and direct
 * buy register their runners from their own features.
 */
import { registerPendingActionRunner } from '@/lib/pending-action';
import { appendCart } from '../api/cart-append';

function cartParams(params: Record<string, unknown>) {
  const id = typeof params.id === 'string' || typeof params.id === 'number' ? String(params.id) : '';
  const num = Number(params.num);
  return { id, num: Number.isFinite(num) && num > 0 ? Math.floor(num) : 1 };
}

let registered = false;

/** Registers the cart's runner once; returns nothing (it lives as long as the page). */
export function registerCartPendingRunners(onCartChanged: () => void): void {
  if (registered) return;
  registered = true;
  registerPendingActionRunner('append', async (params) => {
    const { id, num } = cartParams(params);
    if (!id) return;
    await appendCart({ id, num });
    onCartChanged();
  });
}
