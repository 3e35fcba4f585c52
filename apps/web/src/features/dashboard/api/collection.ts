/** GET /dashboard/collection: 采购汇总 per goods and supplier (quantity, amount, prices, trend), paged. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { collectionEndpoint, type CollectionQuery } from '@pm/contract/dashboard';
import { endpointQuery } from '@/lib/query';

export const getCollectionQuery = (query: CollectionQuery) =>
  queryOptions({
    ...endpointQuery(collectionEndpoint, query, { action: '查看采购汇总' }),
    retry: false,
    staleTime: 60_000,
  });

export function useCollection(query: CollectionQuery, enabled = true) {
  return useQuery({ ...getCollectionQuery(query), enabled, placeholderData: keepPreviousData });
}
