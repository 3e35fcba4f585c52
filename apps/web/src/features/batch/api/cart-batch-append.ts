/**
 * POST /cart/shop/batch-append: the chosen lines of a batch purchase into the cart, all or nothing per
 * call (at most MAX_BATCH_APPEND lines). Failures toast the server message or 操作失败，系统错误.
 */
import { useMutation } from '@tanstack/react-query';
import { cartBatchAppendEndpoint, cartSumEndpoint, type CartBatchAppendRequest } from '@pm/contract/cart';
import { MESSAGES } from '@pm/contract/envelope';
import { ApiError, request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

export async function appendCartBatch(input: CartBatchAppendRequest) {
  try {
    return await request(cartBatchAppendEndpoint, input, { silent: true, action: '批量加入购物车' });
  } catch (err) {
    const server = err instanceof ApiError && err.message !== MESSAGES.shopFallback ? err.message : '';
    notify(server || MESSAGES.cartFallback, 'error');
    throw err;
  } finally {
    void queryClient.invalidateQueries({ queryKey: endpointKey(cartSumEndpoint) });
  }
}

export function useAppendCartBatch() {
  return useMutation({ mutationFn: appendCartBatch });
}
