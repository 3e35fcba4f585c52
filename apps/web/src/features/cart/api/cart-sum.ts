/** GET /cart/shop/sum: the cart number of the header badge and the mobile tab bars. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartSumEndpoint } from '@pm/contract/cart';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export async function getCartSum(): Promise<number> {
  return (await request(cartSumEndpoint, undefined, { silent: true })).count;
}

// A failing count never bothers the buyer: the badge just stays as it was.
export const getCartSumQuery = () =>
  queryOptions({
    ...endpointQuery(cartSumEndpoint),
    select: (data) => data.count,
    retry: false,
    staleTime: 30_000,
  });

export function useCartSum(enabled: boolean) {
  return useQuery({ ...getCartSumQuery(), enabled });
}
