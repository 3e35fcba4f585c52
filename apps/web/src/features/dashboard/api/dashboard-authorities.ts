/**
 * GET /dashboard/authorities: what the signed-in user may see in 固买云 (own, organization, supplier or
 * platform scope; the views; the departments to filter by; the range to open with). Fetched by the shell on
 * entering the dashboard's routes (spec §6) and read by every page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardAuthoritiesEndpoint } from '@pm/contract/dashboard';
import { endpointQuery } from '@/lib/query';

export const getDashboardAuthoritiesQuery = () =>
  queryOptions({
    ...endpointQuery(dashboardAuthoritiesEndpoint, undefined, { action: '获取固买云权限' }),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useDashboardAuthorities(enabled = true) {
  return useQuery({ ...getDashboardAuthoritiesQuery(), enabled });
}
