/** POST /cart/shop/append (form): failures toast the server message or 操作失败，系统错误. */
import { useMutation } from '@tanstack/react-query';
import { APPEND_CART_TYPE, cartAppendEndpoint, type CartAppendRequest } from '@pm/contract/cart';
import { MESSAGES } from '@pm/contract/envelope';
import { ApiError, request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';
import { cartSumEndpoint } from '@pm/contract/cart';

export async function appendCart(
  input: Omit<CartAppendRequest, 'appendCartType'> & { appendCartType?: number },
) {
  try {
    await request(
      cartAppendEndpoint,
      { ...input, appendCartType: input.appendCartType ?? APPEND_CART_TYPE.normal },
      { silent: true, action: '加入购物车' },
    );
  } catch (err) {
    const server = err instanceof ApiError && err.message !== MESSAGES.shopFallback ? err.message : '';
    notify(server || MESSAGES.cartFallback, 'error');
    throw err;
  }
  notify('加入购物车成功', 'success');
  void queryClient.invalidateQueries({ queryKey: endpointKey(cartSumEndpoint) });
}

export function useAppendCart() {
  return useMutation({ mutationFn: appendCart });
}
