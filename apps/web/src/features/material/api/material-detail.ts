/** GET /material/:id: one material with its versions, comments and spec check. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { materialDetailEndpoint, type MaterialIdRequest } from '@pm/contract/material';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getMaterialDetail(input: MaterialIdRequest) {
  return request(materialDetailEndpoint, input, { silent: true });
}

export const getMaterialDetailQuery = (input: MaterialIdRequest) =>
  queryOptions({ ...endpointQuery(materialDetailEndpoint, input), retry: false, staleTime: 0 });

export function useMaterialDetail(input: MaterialIdRequest) {
  return useQuery({ ...getMaterialDetailQuery(input), enabled: input.id !== '' });
}
