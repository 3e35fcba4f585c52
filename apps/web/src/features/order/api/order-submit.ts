/**
 * POST /order/submit with the Idempotency-Key header: one order per supplier, charged to 企业月结.
 * A changed price (code 40901) is the confirm page's to show (its `data` is the new preview); other
 * failures toast the server's message. Success reloads the cart, the orders and the credit.
 */
import { useMutation } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  ORDER_ERROR_CODES,
  orderSubmitEndpoint,
  type OrderSubmitRequest,
} from '@pm/contract/order';
import { ApiError, request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshCartViews, refreshOrders } from './order-change';

export interface SubmitInput {
  body: OrderSubmitRequest;
  /** The Idempotency-Key: the same for a retry of the same submission. */
  key: string;
}

export async function submitOrder({ body, key }: SubmitInput) {
  try {
    const submitted = await request(orderSubmitEndpoint, body, {
      silent: true,
      action: '提交订单',
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
    await Promise.all([refreshCartViews(), refreshOrders()]);
    return submitted;
  } catch (err) {
    if (!(err instanceof ApiError && err.code === ORDER_ERROR_CODES.priceChanged)) {
      notify(err instanceof Error ? err.message : '操作失败，系统异常', 'error');
    }
    throw err;
  }
}

export function useSubmitOrder() {
  return useMutation({ mutationFn: submitOrder });
}
