/** POST /cart/shop/append {id,num,appendCartType} (form, §7); failures toast 操作失败，系统错误 (§8). */
import { MESSAGES } from '@pm/contract/envelope';
import { ApiError, post } from '@/lib/http';
import { notify } from '@/lib/notify';

export interface CartAppendParams {
  id: string;
  num: number;
  /** 0 for a normal add. */
  appendCartType?: number;
}

export async function appendToCart(params: CartAppendParams): Promise<void> {
  try {
    await post<unknown>(
      '/cart/shop/append',
      { id: params.id, num: params.num, appendCartType: params.appendCartType ?? 0 },
      { form: true, silent: true, action: '加入购物车' },
    );
  } catch (err) {
    const server = err instanceof ApiError && err.message !== MESSAGES.shopFallback ? err.message : '';
    notify(server || MESSAGES.cartFallback, 'error');
    throw err;
  }
  notify('加入购物车成功', 'success');
}
