/** GET /purchasing-bills/synergy/get-contain-item: which of my lists (any status) hold the goods. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { synergyGetContainItemEndpoint } from '@pm/contract/purchasing-synergy';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getSynergyGetContainItem(goodsId: string) {
  return request(synergyGetContainItemEndpoint, { goodsId }, { silent: true });
}

export const getSynergyGetContainItemQuery = (goodsId: string) =>
  queryOptions({ ...endpointQuery(synergyGetContainItemEndpoint, { goodsId }), retry: false });

export function useSynergyGetContainItem(goodsId: string, enabled = true) {
  return useQuery({ ...getSynergyGetContainItemQuery(goodsId), enabled: enabled && goodsId !== '' });
}
