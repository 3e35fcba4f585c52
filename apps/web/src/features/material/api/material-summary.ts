/** GET /material/summary: counts by status and recent material. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { materialSummaryEndpoint } from '@pm/contract/material';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getMaterialSummary() {
  return request(materialSummaryEndpoint, undefined, { silent: true });
}

export const getMaterialSummaryQuery = () =>
  queryOptions({ ...endpointQuery(materialSummaryEndpoint, undefined), retry: false, staleTime: 0 });

export function useMaterialSummary() {
  return useQuery(getMaterialSummaryQuery());
}
