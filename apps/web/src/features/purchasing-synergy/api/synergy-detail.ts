/** GET /purchasing-bills/synergy/detail/:id: members, lines per member, what the caller may do. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { synergyDetailEndpoint } from '@pm/contract/purchasing-synergy';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getSynergyDetail(id: string) {
  return request(synergyDetailEndpoint, { id }, { silent: true });
}

// Colleagues change the list at any time: read afresh whenever the page mounts or regains focus.
export const getSynergyDetailQuery = (id: string) =>
  queryOptions({ ...endpointQuery(synergyDetailEndpoint, { id }), retry: false, staleTime: 0 });

export function useSynergyDetail(id: string) {
  return useQuery({ ...getSynergyDetailQuery(id), enabled: id !== '', refetchOnWindowFocus: true });
}
