/** GET /admin/site-config/list: the site configuration the shop reads. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminSiteConfigListEndpoint } from '@pm/contract/workbench-admin-content';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getAdminSiteConfig() {
  return request(adminSiteConfigListEndpoint, undefined, { silent: true });
}

// what other operators change shows when the page mounts again
export const getAdminSiteConfigQuery = () =>
  queryOptions({ ...endpointQuery(adminSiteConfigListEndpoint, undefined), retry: false, staleTime: 0 });

export function useAdminSiteConfig() {
  return useQuery({ ...getAdminSiteConfigQuery(), placeholderData: keepPreviousData });
}
