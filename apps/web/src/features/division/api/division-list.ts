/**
 * GET /goods/mall/jd-address-info {type, id}: one level of the administrative divisions (1 provinces with
 * id 0, 2 the cities of a province, 3 the counties of a city).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { divisionListEndpoint } from '@pm/contract/division';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export type DivisionLevel = 1 | 2 | 3;

export function getDivisionList(type: DivisionLevel, id: string) {
  return request(divisionListEndpoint, { type, id }, { silent: true });
}

/** Divisions hardly ever change: kept for the whole visit. */
export const getDivisionListQuery = (type: DivisionLevel, id: string) =>
  queryOptions({
    ...endpointQuery(divisionListEndpoint, { type, id }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useDivisionList(type: DivisionLevel, id: string, enabled = true) {
  return useQuery({ ...getDivisionListQuery(type, id), enabled: enabled && id !== '' });
}
