/** GET /admin/action-log/page: the operators' action log, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operatorActionPageEndpoint, type OperatorActionQuery } from '@pm/contract/workbench-admin';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getActionLog(input: OperatorActionQuery) {
  return request(operatorActionPageEndpoint, input, { silent: true });
}

// what other operators change shows when the page mounts again
export const getActionLogQuery = (input: OperatorActionQuery) =>
  queryOptions({ ...endpointQuery(operatorActionPageEndpoint, input), retry: false, staleTime: 0 });

export function useActionLog(input: OperatorActionQuery) {
  return useQuery({ ...getActionLogQuery(input), placeholderData: keepPreviousData });
}
