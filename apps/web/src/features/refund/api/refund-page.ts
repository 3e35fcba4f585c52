/** GET /refund/page: the buyer's after-sales applications by status and keyword, with status counts. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { refundPageEndpoint, type RefundPageQuery } from '@pm/contract/refund';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getRefundPage(input: RefundPageQuery) {
  return request(refundPageEndpoint, input, { silent: true });
}

// The supplier answers at any time: read afresh whenever the list mounts.
export const getRefundPageQuery = (input: RefundPageQuery) =>
  queryOptions({ ...endpointQuery(refundPageEndpoint, input), retry: false, staleTime: 0 });

export function useRefundPage(input: RefundPageQuery, enabled = true) {
  return useQuery({ ...getRefundPageQuery(input), enabled, placeholderData: keepPreviousData });
}
