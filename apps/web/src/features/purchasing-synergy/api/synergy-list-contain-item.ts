/** GET /purchasing-bills/synergy/list-contain-item: my open lists, marked when they hold the goods. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { synergyListContainItemEndpoint } from '@pm/contract/purchasing-synergy';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getSynergyListContainItem(goodsId: string) {
  return request(synergyListContainItemEndpoint, { goodsId }, { silent: true });
}

export const getSynergyListContainItemQuery = (goodsId: string) =>
  queryOptions({ ...endpointQuery(synergyListContainItemEndpoint, { goodsId }), retry: false });

export function useSynergyListContainItem(goodsId: string, enabled = true) {
  return useQuery({ ...getSynergyListContainItemQuery(goodsId), enabled: enabled && goodsId !== '' });
}
