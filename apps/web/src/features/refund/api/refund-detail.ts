/** GET /refund/detail/:id: one of the buyer's after-sales applications. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { refundDetailEndpoint } from '@pm/contract/refund';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getRefundDetail(id: string) {
  return request(refundDetailEndpoint, { id }, { silent: true });
}

export const getRefundDetailQuery = (id: string) =>
  queryOptions({ ...endpointQuery(refundDetailEndpoint, { id }), retry: false, staleTime: 0 });

export function useRefundDetail(id: string, enabled = true) {
  return useQuery({ ...getRefundDetailQuery(id), enabled: enabled && id !== '' });
}
