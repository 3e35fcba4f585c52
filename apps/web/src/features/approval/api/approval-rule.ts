/** GET /approval/rule: the organization's approval rules and its purchasing managers. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { approvalRuleEndpoint } from '@pm/contract/approval';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getApprovalRule() {
  return request(approvalRuleEndpoint, undefined, { silent: true });
}

export const getApprovalRuleQuery = () =>
  queryOptions({ ...endpointQuery(approvalRuleEndpoint, undefined), retry: false });

export function useApprovalRule(enabled = true) {
  return useQuery({ ...getApprovalRuleQuery(), enabled });
}
