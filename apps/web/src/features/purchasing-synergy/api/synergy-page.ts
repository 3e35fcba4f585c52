/** GET /purchasing-bills/synergy/page: my lists (or those of my organization I may join), by status. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { synergyPageEndpoint, type SynergyPageQuery } from '@pm/contract/purchasing-synergy';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getSynergyPage(input: SynergyPageQuery) {
  return request(synergyPageEndpoint, input, { silent: true });
}

export const getSynergyPageQuery = (input: SynergyPageQuery) =>
  queryOptions({ ...endpointQuery(synergyPageEndpoint, input), retry: false, staleTime: 0 });

export function useSynergyPage(input: SynergyPageQuery) {
  return useQuery({ ...getSynergyPageQuery(input), placeholderData: keepPreviousData });
}
