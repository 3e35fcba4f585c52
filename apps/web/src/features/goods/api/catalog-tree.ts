/** GET /catalog-front/tree-for-shop: the front catalog of the shop (open to visitors). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogTreeForShopEndpoint } from '@pm/contract/goods';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getCatalogTree() {
  return request(catalogTreeForShopEndpoint, undefined, { silent: true });
}

export const getCatalogTreeQuery = () =>
  queryOptions({ ...endpointQuery(catalogTreeForShopEndpoint), retry: false, staleTime: 10 * 60_000 });

export function useCatalogTree() {
  return useQuery(getCatalogTreeQuery());
}
