/** GET /purchasing-bills/synergy/status-count: my lists per status, and how many I may join. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { synergyStatusCountEndpoint } from '@pm/contract/purchasing-synergy';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getSynergyStatusCount() {
  return request(synergyStatusCountEndpoint, undefined, { silent: true });
}

export const getSynergyStatusCountQuery = () =>
  queryOptions({ ...endpointQuery(synergyStatusCountEndpoint), retry: false, staleTime: 0 });

export function useSynergyStatusCount() {
  return useQuery(getSynergyStatusCountQuery());
}
