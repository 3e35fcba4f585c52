/** GET /admin/role/resources: roles with the resources they grant, and the resource tree. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleResourcesEndpoint } from '@pm/contract/workbench-admin';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getRoleResources() {
  return request(roleResourcesEndpoint, undefined, { silent: true });
}

export const getRoleResourcesQuery = () =>
  queryOptions({ ...endpointQuery(roleResourcesEndpoint, undefined), retry: false, staleTime: 0 });

export function useRoleResources() {
  return useQuery(getRoleResourcesQuery());
}
