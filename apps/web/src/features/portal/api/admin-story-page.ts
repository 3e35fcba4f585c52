/** GET /admin/portal/story/page: every story for the operators, drafts too. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminPortalStoryPageEndpoint, type AdminPortalStoryQuery } from '@pm/contract/portal';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getAdminStoryPage(query: AdminPortalStoryQuery) {
  return request(adminPortalStoryPageEndpoint, query, { silent: true });
}

// what other operators change shows when the page mounts again
export const getAdminStoryPageQuery = (query: AdminPortalStoryQuery) =>
  queryOptions({ ...endpointQuery(adminPortalStoryPageEndpoint, query), retry: false, staleTime: 0 });

export function useAdminStoryPage(query: AdminPortalStoryQuery) {
  return useQuery({ ...getAdminStoryPageQuery(query), placeholderData: keepPreviousData });
}
