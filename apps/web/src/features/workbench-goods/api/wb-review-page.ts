/** GET /workbench/review/page: the goods waiting for review, first submitted first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { wbReviewPageEndpoint, type WbReviewPageQuery } from '@pm/contract/workbench-goods';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getWbReviewPage(input: WbReviewPageQuery) {
  return request(wbReviewPageEndpoint, input, { silent: true });
}

// what others change (a review, a supplier's write) shows when the list mounts again
export const getWbReviewPageQuery = (input: WbReviewPageQuery) =>
  queryOptions({ ...endpointQuery(wbReviewPageEndpoint, input), retry: false, staleTime: 0 });

export function useWbReviewPage(input: WbReviewPageQuery) {
  return useQuery({ ...getWbReviewPageQuery(input), placeholderData: keepPreviousData });
}
