/**
 * GET /goods/mall/jd-address-info {type, id} for the address form's region cascader: the same query
 * (and cache entry) as the delivery-area picker's.
 */
import { queryOptions } from '@tanstack/react-query';
import { divisionListEndpoint } from '@pm/contract/division';
import { request } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { endpointQuery } from '@/lib/query';

export type RegionLevel = 1 | 2 | 3;

export function getRegionList(type: RegionLevel, id: string) {
  return request(divisionListEndpoint, { type, id }, { silent: true });
}

/** Divisions hardly ever change: kept for the whole visit. */
export const getRegionListQuery = (type: RegionLevel, id: string) =>
  queryOptions({
    ...endpointQuery(divisionListEndpoint, { type, id }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** One level, from the cache when loaded before. */
export function fetchRegions(type: RegionLevel, id: string) {
  return queryClient.fetchQuery(getRegionListQuery(type, id));
}
