/** GET /approval/page: the purchasing manager's queue (pending first) with counts per status. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { approvalPageEndpoint, type ApprovalPageQuery } from '@pm/contract/approval';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getApprovalPage(input: ApprovalPageQuery) {
  return request(approvalPageEndpoint, input, { silent: true });
}

// Submissions arrive at any time: read afresh whenever the queue mounts.
export const getApprovalPageQuery = (input: ApprovalPageQuery) =>
  queryOptions({ ...endpointQuery(approvalPageEndpoint, input), retry: false, staleTime: 0 });

export function useApprovalPage(input: ApprovalPageQuery) {
  return useQuery({ ...getApprovalPageQuery(input), placeholderData: keepPreviousData });
}
