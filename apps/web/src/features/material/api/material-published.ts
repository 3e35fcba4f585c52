/** GET /material/published/:goodsId: the approved material of a goods item (the goods detail shows its selling points). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { materialPublishedEndpoint } from '@pm/contract/material';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getMaterialPublished(input: { goodsId: string }) {
  return request(materialPublishedEndpoint, input, { silent: true });
}

export const getMaterialPublishedQuery = (input: { goodsId: string }) =>
  queryOptions({ ...endpointQuery(materialPublishedEndpoint, input), retry: false, staleTime: 0 });

export function useMaterialPublished(input: { goodsId: string }) {
  return useQuery({ ...getMaterialPublishedQuery(input), enabled: input.goodsId !== '' });
}
