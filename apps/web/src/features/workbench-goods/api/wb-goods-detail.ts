/** GET /workbench/goods/:id: one of the supplier's goods (its version, the listed one, the difference, prices, stock). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { wbGoodsDetailEndpoint } from '@pm/contract/workbench-goods';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getWbGoodsDetail(id: string) {
  return request(wbGoodsDetailEndpoint, { id }, { silent: true });
}

export const getWbGoodsDetailQuery = (id: string) =>
  queryOptions({ ...endpointQuery(wbGoodsDetailEndpoint, { id }), retry: false, staleTime: 0 });

export function useWbGoodsDetail(id: string) {
  return useQuery({ ...getWbGoodsDetailQuery(id), enabled: id !== '' });
}
