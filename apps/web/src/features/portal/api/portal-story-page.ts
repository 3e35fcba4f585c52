/** GET /portal/customer/page: published customer stories, one industry or all, with the count per industry. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portalStoryPageEndpoint, type PortalStoryQuery } from '@pm/contract/portal';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getPortalStoryPage(query: PortalStoryQuery) {
  return request(portalStoryPageEndpoint, query, { silent: true });
}

export const getPortalStoryPageQuery = (query: PortalStoryQuery) =>
  queryOptions({ ...endpointQuery(portalStoryPageEndpoint, query), retry: false });

export function usePortalStoryPage(query: PortalStoryQuery) {
  return useQuery({ ...getPortalStoryPageQuery(query), placeholderData: keepPreviousData });
}
