/** GET /admin/supplier/page: vendor organizations with their verification. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminSupplierPageEndpoint, type AdminSupplierQuery } from '@pm/contract/workbench-admin';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getAdminSupplierPage(input: AdminSupplierQuery) {
  return request(adminSupplierPageEndpoint, input, { silent: true });
}

// what other operators change shows when the page mounts again
export const getAdminSupplierPageQuery = (input: AdminSupplierQuery) =>
  queryOptions({ ...endpointQuery(adminSupplierPageEndpoint, input), retry: false, staleTime: 0 });

export function useAdminSupplierPage(input: AdminSupplierQuery) {
  return useQuery({ ...getAdminSupplierPageQuery(input), placeholderData: keepPreviousData });
}
