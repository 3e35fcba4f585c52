/**
 * POST /vendor/refund/approve/:id {returnAddress?, note}: the supplier agrees (仅退款 → 退款中; 退货退款 →
 * 待退货, with the address the goods go back to).
 */
import { useMutation } from '@tanstack/react-query';
import {
  vendorRefundApproveEndpoint,
  type RefundApproveRequest,
  type RefundIdRequest,
} from '@pm/contract/refund';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshVendorRefunds } from './refund-change';

export type ApproveInput = RefundIdRequest & RefundApproveRequest;

export async function approveRefund(input: ApproveInput) {
  const detail = await request(vendorRefundApproveEndpoint, input, { action: '同意售后申请' });
  notify('已同意售后申请', 'success');
  await refreshVendorRefunds();
  return detail;
}

export function useApproveRefund() {
  return useMutation({ mutationFn: approveRefund });
}
