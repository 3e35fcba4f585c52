/** GET /workbench/goods/options: brands, third-level catalogs and the supplier's warehouses for the form. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { wbGoodsOptionsEndpoint } from '@pm/contract/workbench-goods';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getWbGoodsOptions() {
  return request(wbGoodsOptionsEndpoint, undefined, { silent: true });
}

export const getWbGoodsOptionsQuery = () =>
  queryOptions({ ...endpointQuery(wbGoodsOptionsEndpoint, undefined), retry: false, staleTime: 5 * 60_000 });

export function useWbGoodsOptions() {
  return useQuery(getWbGoodsOptionsQuery());
}
