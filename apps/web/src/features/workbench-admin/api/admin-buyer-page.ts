/** GET /admin/buyer/page: buyer organizations with credit and user count. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminBuyerPageEndpoint, type AdminBuyerQuery } from '@pm/contract/workbench-admin';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getAdminBuyerPage(input: AdminBuyerQuery) {
  return request(adminBuyerPageEndpoint, input, { silent: true });
}

// what other operators change shows when the page mounts again
export const getAdminBuyerPageQuery = (input: AdminBuyerQuery) =>
  queryOptions({ ...endpointQuery(adminBuyerPageEndpoint, input), retry: false, staleTime: 0 });

export function useAdminBuyerPage(input: AdminBuyerQuery) {
  return useQuery({ ...getAdminBuyerPageQuery(input), placeholderData: keepPreviousData });
}
