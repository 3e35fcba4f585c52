/** GET /portal/customer/detail/:id: a published story with related stories. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalStoryDetailEndpoint } from '@pm/contract/portal';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getPortalStoryDetail(id: string) {
  return request(portalStoryDetailEndpoint, { id }, { silent: true });
}

export const getPortalStoryDetailQuery = (id: string) =>
  queryOptions({ ...endpointQuery(portalStoryDetailEndpoint, { id }), retry: false });

export function usePortalStoryDetail(id: string) {
  return useQuery({ ...getPortalStoryDetailQuery(id), enabled: id !== '' });
}
