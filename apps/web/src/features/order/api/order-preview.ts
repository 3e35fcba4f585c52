/**
 * GET /order/preview: the chosen cart lines grouped by supplier with today's prices, freight, delivery
 * dates and the credit, for the chosen address.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderPreviewEndpoint } from '@pm/contract/order';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export interface PreviewInput {
  cartLineIds: string[];
  /** The delivery address; absent: none chosen (the preview names it as a problem). */
  addressId?: string;
}

/** One stable input per selection (the key does not change with the order of the ids). */
function input({ cartLineIds, addressId }: PreviewInput) {
  const ids = [...cartLineIds].sort().join(',');
  return addressId ? { cartLineIds: ids, addressId } : { cartLineIds: ids };
}

export function getOrderPreview(i: PreviewInput) {
  return request(orderPreviewEndpoint, input(i), { silent: true });
}

// Prices and stock move: the preview is read afresh on every visit.
export const getOrderPreviewQuery = (i: PreviewInput) =>
  queryOptions({ ...endpointQuery(orderPreviewEndpoint, input(i)), retry: false, staleTime: 0 });

export function useOrderPreview(i: PreviewInput, enabled = true) {
  // Changing the address keeps the old preview on screen while the new one loads.
  return useQuery({
    ...getOrderPreviewQuery(i),
    enabled: enabled && i.cartLineIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
