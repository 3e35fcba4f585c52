/** GET /mall/index: banners, notices and figures of the shop home. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mallIndexEndpoint } from '@pm/contract/mall';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getMallIndex() {
  return request(mallIndexEndpoint, undefined, { silent: true });
}

export const getMallIndexQuery = () =>
  queryOptions({ ...endpointQuery(mallIndexEndpoint), retry: false, staleTime: 10 * 60_000 });

export function useMallIndex() {
  return useQuery(getMallIndexQuery());
}
