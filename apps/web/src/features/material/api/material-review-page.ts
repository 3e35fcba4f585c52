/** GET /material/review/page: the operators' queue, first submitted first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { materialReviewPageEndpoint, type MaterialReviewQuery } from '@pm/contract/material';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getMaterialReviewPage(input: MaterialReviewQuery) {
  return request(materialReviewPageEndpoint, input, { silent: true });
}

export const getMaterialReviewPageQuery = (input: MaterialReviewQuery) =>
  queryOptions({ ...endpointQuery(materialReviewPageEndpoint, input), retry: false, staleTime: 0 });

export function useMaterialReviewPage(input: MaterialReviewQuery) {
  return useQuery({ ...getMaterialReviewPageQuery(input), placeholderData: keepPreviousData });
}
