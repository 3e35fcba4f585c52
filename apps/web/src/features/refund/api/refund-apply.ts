/**
 * POST /refund/apply with an Idempotency-Key header: a buyer's application (仅退款 or 退货退款) on lines of
 * a shipped or completed order. Silent: the form shows the server's message. Success reloads the refunds,
 * the order (its `refunds`, what is left to apply for) and the credit.
 */
import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@pm/contract/order';
import { refundApplyEndpoint, type RefundApplyRequest } from '@pm/contract/refund';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshRefunds } from './refund-change';

export interface ApplyInput {
  body: RefundApplyRequest;
  /** The Idempotency-Key: the same for a retry of the same application. */
  key: string;
}

export async function applyRefund({ body, key }: ApplyInput) {
  const detail = await request(refundApplyEndpoint, body, {
    silent: true,
    action: '申请售后',
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
  notify('售后申请已提交', 'success');
  await refreshRefunds();
  return detail;
}

export function useApplyRefund() {
  return useMutation({ mutationFn: applyRefund });
}
