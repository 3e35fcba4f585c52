/** GET /refund/detail/:id: one of the buyer's after-sales applications. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { refundDetailEndpoint } from '@pm/contract/refund';
import { request } from '@/lib/http';
import { endpointQuery, FRESH_MS } from '@/lib/query';

export function getRefundDetail(id: string) {
  return request(refundDetailEndpoint, { id }, { silent: true });
}

export const getRefundDetailQuery = (id: string) =>
  queryOptions({
    ...endpointQuery(refundDetailEndpoint, { id }),
    retry: false,
    // The route's loader asked a moment ago: the page takes that answer (a missing id is asked once,
    // not again on mount); opened again later, it is read afresh.
    retryOnMount: false,
    staleTime: FRESH_MS,
  });

export function useRefundDetail(id: string, enabled = true) {
  return useQuery({ ...getRefundDetailQuery(id), enabled: enabled && id !== '' });
}
