/** POST /refund/return-shipping/:id {carrier, waybillNo}: the buyer has sent the goods back (→ 退货中). */
import { useMutation } from '@tanstack/react-query';
import {
  refundReturnShippingEndpoint,
  type RefundIdRequest,
  type RefundShippingRequest,
} from '@pm/contract/refund';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshRefunds } from './refund-change';

export type ReturnShippingInput = RefundIdRequest & RefundShippingRequest;

export async function sendReturnShipping(input: ReturnShippingInput) {
  const detail = await request(refundReturnShippingEndpoint, input, { action: '填写退货物流' });
  notify('退货物流已提交', 'success');
  await refreshRefunds();
  return detail;
}

export function useSendReturnShipping() {
  return useMutation({ mutationFn: sendReturnShipping });
}
