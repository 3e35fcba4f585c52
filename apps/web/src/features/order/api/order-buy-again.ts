/** POST /order/buy-again/:id: the order's goods back into the cart (the page says what was skipped). */
import { useMutation } from '@tanstack/react-query';
import { orderBuyAgainEndpoint } from '@pm/contract/order';
import { request } from '@/lib/http';
import { refreshCartViews } from './order-change';

export async function buyAgain(id: string) {
  const result = await request(orderBuyAgainEndpoint, { id }, { action: '再次购买' });
  await refreshCartViews();
  return result;
}

export function useBuyAgain() {
  return useMutation({ mutationFn: buyAgain });
}
