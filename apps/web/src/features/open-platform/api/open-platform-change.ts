/**
 * What a manager's write on the open platform makes stale: the app list and details, an app's webhook
 * endpoints, and the delivery logs.
 */
import {
  appEventFeedEndpoint,
  openAppDetailEndpoint,
  openAppPageEndpoint,
  webhookDeliveryDetailEndpoint,
  webhookDeliveryPageEndpoint,
  webhookEndpointListEndpoint,
} from '@pm/contract/open-platform';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

async function refresh(endpoints: AnyEndpoint[]): Promise<void> {
  await Promise.all(endpoints.map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) })));
}

export const refreshApps = () => refresh([openAppPageEndpoint, openAppDetailEndpoint, appEventFeedEndpoint]);
export const refreshWebhooks = () =>
  refresh([webhookEndpointListEndpoint, webhookDeliveryPageEndpoint, webhookDeliveryDetailEndpoint]);
export const refreshDeliveries = () => refresh([webhookDeliveryPageEndpoint, webhookDeliveryDetailEndpoint]);
