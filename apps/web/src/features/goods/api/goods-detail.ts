/**
 * GET /item/detail/get/:id: a goods item with its price for the caller, and stock, delivery, area limit
 * and freight for the delivery area; one that does not exist (or is delisted) answers the server's message.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { goodsDetailEndpoint } from '@pm/contract/goods';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

const ACTION = '查看商品详情';

function input(id: string, divisionCode?: string) {
  return divisionCode && /^\d{6}$/.test(divisionCode) ? { id, divisionCode } : { id };
}

export function getGoodsDetail(id: string, divisionCode?: string) {
  return request(goodsDetailEndpoint, input(id, divisionCode), { silent: true, action: ACTION });
}

export const getGoodsDetailQuery = (id: string, divisionCode?: string) =>
  queryOptions({
    ...endpointQuery(goodsDetailEndpoint, input(id, divisionCode), { action: ACTION }),
    retry: false,
  });

/** Another delivery area re-queries; the item stays on screen meanwhile (same id only). */
export function useGoodsDetail(id: string, divisionCode?: string) {
  return useQuery({
    ...getGoodsDetailQuery(id, divisionCode),
    enabled: id !== '',
    placeholderData: (prev, prevQuery) =>
      prev && (prevQuery?.queryKey[2] as { id?: string } | undefined)?.id === id ? prev : undefined,
  });
}
