/** What a change of the 核价单 reloads: the 核价单 itself and, after a move to the cart, the cart. */
import { cartListEndpoint, cartSumEndpoint } from '@pm/contract/cart';
import { comparePageEndpoint } from '@pm/contract/compare';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

export async function refreshCompare(cartToo = false): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(comparePageEndpoint) }),
    ...(cartToo
      ? [
          queryClient.invalidateQueries({ queryKey: endpointKey(cartListEndpoint) }),
          queryClient.invalidateQueries({ queryKey: endpointKey(cartSumEndpoint) }),
        ]
      : []),
  ]);
}
