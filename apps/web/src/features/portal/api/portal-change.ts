/**
 * What an operator's write to a story makes stale: the operators' list, the public list and details,
 * and the action log (every write logs itself).
 */
import { operatorActionPageEndpoint } from '@pm/contract/workbench-admin';
import {
  adminPortalStoryDetailEndpoint,
  adminPortalStoryPageEndpoint,
  portalStoryDetailEndpoint,
  portalStoryPageEndpoint,
} from '@pm/contract/portal';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

export async function refreshStories(): Promise<void> {
  await Promise.all(
    [
      adminPortalStoryPageEndpoint,
      adminPortalStoryDetailEndpoint,
      portalStoryPageEndpoint,
      portalStoryDetailEndpoint,
      operatorActionPageEndpoint,
    ].map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) })),
  );
}
