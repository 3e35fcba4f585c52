/**
 * The cart's changes: POST /cart/shop/update (form), /cart/shop/batch/delete (form), /cart/shop/select.
 * Each reloads the list, the header count and the mobile tab bars' badge; failures toast the server's
 * message.
 */
import { useMutation } from '@tanstack/react-query';
import {
  cartBatchDeleteEndpoint,
  cartDirectCountEndpoint,
  cartListEndpoint,
  cartSelectEndpoint,
  cartSumEndpoint,
  cartUpdateEndpoint,
  type CartSelectRequest,
} from '@pm/contract/cart';
import { request } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

export async function refreshCart(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(cartListEndpoint) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(cartSumEndpoint) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(cartDirectCountEndpoint) }),
  ]);
}

export async function updateCartNum(input: { id: string; num: number }) {
  try {
    return await request(cartUpdateEndpoint, input, { action: '修改数量' });
  } finally {
    await refreshCart();
  }
}

export async function deleteCartLines(ids: string[]) {
  const changed = await request(
    cartBatchDeleteEndpoint,
    { ids: ids.join(',') },
    { action: '删除购物车商品' },
  );
  await refreshCart();
  return changed;
}

export async function selectCartLines(input: CartSelectRequest) {
  try {
    return await request(cartSelectEndpoint, input, { action: '勾选购物车商品' });
  } finally {
    await refreshCart();
  }
}

export function useUpdateCartNum() {
  return useMutation({ mutationFn: updateCartNum });
}
export function useDeleteCartLines() {
  return useMutation({ mutationFn: deleteCartLines });
}
export function useSelectCartLines() {
  return useMutation({ mutationFn: selectCartLines });
}
