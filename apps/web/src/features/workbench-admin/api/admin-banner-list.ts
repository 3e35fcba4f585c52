/** GET /admin/banner/list: every banner, switched off ones too. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminBannerListEndpoint } from '@pm/contract/workbench-admin-content';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getAdminBanners() {
  return request(adminBannerListEndpoint, undefined, { silent: true });
}

// what other operators change shows when the page mounts again
export const getAdminBannersQuery = () =>
  queryOptions({ ...endpointQuery(adminBannerListEndpoint, undefined), retry: false, staleTime: 0 });

export function useAdminBanners() {
  return useQuery({ ...getAdminBannersQuery(), placeholderData: keepPreviousData });
}
