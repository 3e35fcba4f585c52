/**
 * GET /cart/direct/count: the number of cart lines, the mobile tab bars' cart badge. The shells load no
 * react-query at start, so the badge watches the query through a QueryObserver (watchCartCount): every
 * cart change that invalidates the key (refreshCart, refreshCartViews) refetches it and the badge follows.
 */
import { QueryObserver, queryOptions, useQuery } from '@tanstack/react-query';
import { cartDirectCountEndpoint } from '@pm/contract/cart';
import { request } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { endpointKey, endpointQuery } from '@/lib/query';

export async function getCartDirectCount(): Promise<number> {
  return (await request(cartDirectCountEndpoint, undefined, { silent: true })).count;
}

// A failing count never bothers the buyer: the badge just stays as it was.
export const getCartDirectCountQuery = () =>
  queryOptions({
    ...endpointQuery(cartDirectCountEndpoint),
    select: (data) => data.count,
    retry: false,
    staleTime: 30_000,
  });

export function useCartDirectCount(enabled = true) {
  return useQuery({ ...getCartDirectCountQuery(), enabled });
}

/**
 * Calls `onCount` with the cart's line count now and after every change, until the returned function
 * is called; that also forgets the count (the next user of the device must not see it).
 */
export function watchCartCount(onCount: (count: number) => void): () => void {
  const observer = new QueryObserver(queryClient, getCartDirectCountQuery());
  const stop = observer.subscribe((result) => {
    if (result.data !== undefined) onCount(result.data);
  });
  const now = observer.getCurrentResult().data;
  if (now !== undefined) onCount(now);
  return () => {
    stop();
    queryClient.removeQueries({ queryKey: endpointKey(cartDirectCountEndpoint) });
  };
}
