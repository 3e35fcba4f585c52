/** GET /admin/buyer/detail/:id: one buyer organization with departments and users. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminBuyerDetailEndpoint } from '@pm/contract/workbench-admin';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getAdminBuyerDetail(input: { id: string }) {
  return request(adminBuyerDetailEndpoint, input, { silent: true });
}

// what other operators change shows when the page mounts again
export const getAdminBuyerDetailQuery = (input: { id: string }) =>
  queryOptions({ ...endpointQuery(adminBuyerDetailEndpoint, input), retry: false, staleTime: 0 });

export function useAdminBuyerDetail(input: { id: string }) {
  return useQuery({ ...getAdminBuyerDetailQuery(input), placeholderData: keepPreviousData });
}
