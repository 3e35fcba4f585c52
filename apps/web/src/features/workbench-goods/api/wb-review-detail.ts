/** GET /workbench/review/:id: a submitted version beside the listed one, field by field. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { wbReviewDetailEndpoint } from '@pm/contract/workbench-goods';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getWbReviewDetail(id: string) {
  return request(wbReviewDetailEndpoint, { id }, { silent: true });
}

export const getWbReviewDetailQuery = (id: string) =>
  queryOptions({ ...endpointQuery(wbReviewDetailEndpoint, { id }), retry: false, staleTime: 0 });

export function useWbReviewDetail(id: string) {
  return useQuery({ ...getWbReviewDetailQuery(id), enabled: id !== '' });
}
