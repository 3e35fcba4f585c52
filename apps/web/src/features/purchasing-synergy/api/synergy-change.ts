/** What a change of a collaborative list makes stale: its lists, details, counts and the goods marks. */
import {
  synergyDetailEndpoint,
  synergyGetContainItemEndpoint,
  synergyListContainItemEndpoint,
  synergyPageEndpoint,
  synergyStatusCountEndpoint,
} from '@pm/contract/purchasing-synergy';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

export async function refreshSynergy(): Promise<void> {
  await Promise.all(
    [
      synergyPageEndpoint,
      synergyDetailEndpoint,
      synergyStatusCountEndpoint,
      synergyListContainItemEndpoint,
      synergyGetContainItemEndpoint,
    ].map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) })),
  );
}
