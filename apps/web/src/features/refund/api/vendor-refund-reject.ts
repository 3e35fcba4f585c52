/** POST /vendor/refund/reject/:id {reason}: the supplier turns an application down, saying why. */
import { useMutation } from '@tanstack/react-query';
import {
  vendorRefundRejectEndpoint,
  type RefundIdRequest,
  type RefundRejectRequest,
} from '@pm/contract/refund';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshVendorRefunds } from './refund-change';

export type RejectInput = RefundIdRequest & RefundRejectRequest;

export async function rejectRefund(input: RejectInput) {
  const detail = await request(vendorRefundRejectEndpoint, input, { action: '驳回售后申请' });
  notify('已驳回售后申请', 'success');
  await refreshVendorRefunds();
  return detail;
}

export function useRejectRefund() {
  return useMutation({ mutationFn: rejectRefund });
}
