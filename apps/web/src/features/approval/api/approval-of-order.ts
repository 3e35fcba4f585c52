/** GET /approval/order/:id: the approval of an order (null: it needed none). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { approvalOfOrderEndpoint } from '@pm/contract/approval';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getApprovalOfOrder(id: string) {
  return request(approvalOfOrderEndpoint, { id }, { silent: true });
}

export const getApprovalOfOrderQuery = (id: string) =>
  queryOptions({ ...endpointQuery(approvalOfOrderEndpoint, { id }), retry: false });

export function useApprovalOfOrder(id: string, enabled = true) {
  return useQuery({ ...getApprovalOfOrderQuery(id), enabled: enabled && id !== '' });
}
