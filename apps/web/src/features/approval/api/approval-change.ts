/** What an approval decision or a rule change makes stale: the queue, details, rules and the orders. */
import {
  approvalDetailEndpoint,
  approvalOfOrderEndpoint,
  approvalPageEndpoint,
  approvalRuleEndpoint,
} from '@pm/contract/approval';
import { orderDetailEndpoint, orderPageEndpoint } from '@pm/contract/order';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

export async function refreshApprovals(): Promise<void> {
  await Promise.all(
    [
      approvalPageEndpoint,
      approvalDetailEndpoint,
      approvalOfOrderEndpoint,
      orderPageEndpoint,
      orderDetailEndpoint,
    ].map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) })),
  );
}

export async function refreshApprovalRule(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: endpointKey(approvalRuleEndpoint) });
}
