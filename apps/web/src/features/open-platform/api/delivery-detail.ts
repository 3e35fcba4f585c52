/** GET /open-platform/deliveries/:id: a delivery with its event and every attempt's request and response. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { webhookDeliveryDetailEndpoint } from '@pm/contract/open-platform';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getDelivery(id: string) {
  return request(webhookDeliveryDetailEndpoint, { id }, { silent: true });
}

export const getDeliveryQuery = (id: string) =>
  queryOptions({ ...endpointQuery(webhookDeliveryDetailEndpoint, { id }), retry: false, staleTime: 0 });

export function useDelivery(id: string) {
  return useQuery({ ...getDeliveryQuery(id), enabled: id !== '' });
}
