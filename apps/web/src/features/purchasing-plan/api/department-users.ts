/** GET /department/page/union-user: the organization's departments with their people (plan form pickers). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { departmentUsersEndpoint } from '@pm/contract/purchasing-plan';
import { endpointQuery } from '@/lib/query';

/** Departments read at once by the plan forms (the contract's page cap). */
export const DEPARTMENTS_LIMIT = 100;

export const getDepartmentUsersQuery = () =>
  queryOptions({
    ...endpointQuery(
      departmentUsersEndpoint,
      { page: 1, limit: DEPARTMENTS_LIMIT },
      { action: '查看部门人员' },
    ),
    retry: false,
    staleTime: 60_000,
  });

export function useDepartmentUsers(enabled = true) {
  return useQuery({ ...getDepartmentUsersQuery(), enabled });
}
