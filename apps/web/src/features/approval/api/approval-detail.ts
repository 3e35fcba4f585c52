/** GET /approval/detail/:id: an approval with its orders and their lines. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { approvalDetailEndpoint } from '@pm/contract/approval';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getApprovalDetail(id: string) {
  return request(approvalDetailEndpoint, { id }, { silent: true });
}

export const getApprovalDetailQuery = (id: string) =>
  queryOptions({ ...endpointQuery(approvalDetailEndpoint, { id }), retry: false });

export function useApprovalDetail(id: string | null) {
  return useQuery({ ...getApprovalDetailQuery(id ?? ''), enabled: Boolean(id) });
}
