/** GET /open-platform/apps/:id: one app of the organization. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { openAppDetailEndpoint } from '@pm/contract/open-platform';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getOpenApp(id: string) {
  return request(openAppDetailEndpoint, { id }, { silent: true });
}

export const getOpenAppQuery = (id: string) =>
  queryOptions({ ...endpointQuery(openAppDetailEndpoint, { id }), retry: false, staleTime: 0 });

export function useOpenApp(id: string) {
  return useQuery({ ...getOpenAppQuery(id), enabled: id !== '' });
}
