/**
 * GET /refund/order/:orderId: what of an order may still be applied for (per line: paid, refunded and
 * refundable quantity and amount) and until when; the application modal's data.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { refundableOrderEndpoint } from '@pm/contract/refund';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getRefundableOrder(orderId: string) {
  return request(refundableOrderEndpoint, { orderId }, { silent: true });
}

// Other applications change what is left: read afresh each time the modal opens.
export const getRefundableOrderQuery = (orderId: string) =>
  queryOptions({ ...endpointQuery(refundableOrderEndpoint, { orderId }), retry: false, staleTime: 0 });

export function useRefundableOrder(orderId: string, enabled = true) {
  return useQuery({ ...getRefundableOrderQuery(orderId), enabled: enabled && orderId !== '' });
}
