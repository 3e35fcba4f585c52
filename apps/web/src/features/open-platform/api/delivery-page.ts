/** GET /open-platform/webhooks/:id/deliveries: an endpoint's delivery log, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { webhookDeliveryPageEndpoint, type WebhookDeliveryQuery } from '@pm/contract/open-platform';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

type Input = { id: string } & WebhookDeliveryQuery;

export function getDeliveries(input: Input) {
  return request(webhookDeliveryPageEndpoint, input, { silent: true });
}

export const getDeliveriesQuery = (input: Input) =>
  queryOptions({ ...endpointQuery(webhookDeliveryPageEndpoint, input), retry: false, staleTime: 0 });

export function useDeliveries(input: Input) {
  return useQuery({
    ...getDeliveriesQuery(input),
    placeholderData: keepPreviousData,
    enabled: input.id !== '',
  });
}
