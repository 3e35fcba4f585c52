/** GET /open-platform/apps/:id/webhooks: an app's webhook endpoints. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { webhookEndpointListEndpoint } from '@pm/contract/open-platform';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getWebhooks(appId: string) {
  return request(webhookEndpointListEndpoint, { id: appId }, { silent: true });
}

export const getWebhooksQuery = (appId: string) =>
  queryOptions({ ...endpointQuery(webhookEndpointListEndpoint, { id: appId }), retry: false, staleTime: 0 });

export function useWebhooks(appId: string) {
  return useQuery({ ...getWebhooksQuery(appId), enabled: appId !== '' });
}
