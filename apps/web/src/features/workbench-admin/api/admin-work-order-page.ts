/** GET /admin/work-order/page: product work orders (商品纠错). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminWorkOrderPageEndpoint, type AdminWorkOrderQuery } from '@pm/contract/workbench-admin-content';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getAdminWorkOrderPage(input: AdminWorkOrderQuery) {
  return request(adminWorkOrderPageEndpoint, input, { silent: true });
}

// what other operators change shows when the page mounts again
export const getAdminWorkOrderPageQuery = (input: AdminWorkOrderQuery) =>
  queryOptions({ ...endpointQuery(adminWorkOrderPageEndpoint, input), retry: false, staleTime: 0 });

export function useAdminWorkOrderPage(input: AdminWorkOrderQuery) {
  return useQuery({ ...getAdminWorkOrderPageQuery(input), placeholderData: keepPreviousData });
}
