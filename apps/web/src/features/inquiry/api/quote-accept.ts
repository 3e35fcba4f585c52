/**
 * POST /inquiry-basket/customize/quote/accept: puts accepted quotes into the cart at the quoted price.
 * The header's cart number and the cart list reload; failures (an expired quote) toast the server text.
 */
import { useMutation } from '@tanstack/react-query';
import { cartListEndpoint, cartSumEndpoint } from '@pm/contract/cart';
import { quoteAcceptEndpoint } from '@pm/contract/inquiry';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';
import { refreshInquiries } from './inquiry-change';

export async function acceptQuotes(ids: string[]) {
  try {
    const accepted = await request(quoteAcceptEndpoint, { ids }, { action: '接受报价' });
    notify('已接受报价，商品已按报价加入购物车', 'success');
    return accepted;
  } finally {
    await Promise.all([
      refreshInquiries(),
      queryClient.invalidateQueries({ queryKey: endpointKey(cartSumEndpoint) }),
      queryClient.invalidateQueries({ queryKey: endpointKey(cartListEndpoint) }),
    ]);
  }
}

export function useAcceptQuotes() {
  return useMutation({ mutationFn: acceptQuotes });
}
