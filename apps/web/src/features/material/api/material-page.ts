/** GET /material/page: material by goods, kind and status. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { materialPageEndpoint, type MaterialPageQuery } from '@pm/contract/material';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getMaterialPage(input: MaterialPageQuery) {
  return request(materialPageEndpoint, input, { silent: true });
}

export const getMaterialPageQuery = (input: MaterialPageQuery) =>
  queryOptions({ ...endpointQuery(materialPageEndpoint, input), retry: false, staleTime: 0 });

export function useMaterialPage(input: MaterialPageQuery, enabled = true) {
  return useQuery({ ...getMaterialPageQuery(input), placeholderData: keepPreviousData, enabled });
}
