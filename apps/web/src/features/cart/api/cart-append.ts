/** POST /cart/shop/append (form): failures toast the server message or 操作失败，系统错误. */
import { useMutation } from '@tanstack/react-query';
import { APPEND_CART_TYPE, cartAppendEndpoint, type CartAppendRequest } from '@pm/contract/cart';
import { MESSAGES } from '@pm/contract/envelope';
import { ApiError, request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshCart } from './cart-change';

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
  if (input.appendCartType !== APPEND_CART_TYPE.directBuy) notify('加入购物车成功', 'success');
  void refreshCart();
}

export function useAppendCart() {
  return useMutation({ mutationFn: appendCart });
}
