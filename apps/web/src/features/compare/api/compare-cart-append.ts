/**
 * POST /cart/compare-price/cart/append (form): moves lines of the 核价单 to the cart (appendCart 0: they leave
 * the 核价单). A failure toasts the server message, or 操作失败，系统错误 when there is none, as the product spec asks.
 */
import { useMutation } from '@tanstack/react-query';
import { COMPARE_APPEND_CART, compareCartAppendEndpoint, type CompareAppendCart } from '@pm/contract/compare';
import { MESSAGES } from '@pm/contract/envelope';
import { ApiError, request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshCompare } from './compare-change';

export async function moveCompareToCart(input: { ids: string[]; appendCart?: CompareAppendCart }) {
  try {
    const done = await request(
      compareCartAppendEndpoint,
      { comparePriceIds: input.ids.join(','), appendCart: input.appendCart ?? COMPARE_APPEND_CART.move },
      { silent: true, action: '核价单加入购物车' },
    );
    notify('加入购物车成功', 'success');
    return done;
  } catch (err) {
    const server = err instanceof ApiError && err.message !== MESSAGES.shopFallback ? err.message : '';
    notify(server || MESSAGES.cartFallback, 'error');
    throw err;
  } finally {
    await refreshCompare(true);
  }
}

export function useMoveCompareToCart() {
  return useMutation({ mutationFn: moveCompareToCart });
}
