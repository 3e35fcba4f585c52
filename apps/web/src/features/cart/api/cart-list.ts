/** GET /cart/shop/list: the buyer's cart, grouped by supplier, for the chosen delivery area. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cartListEndpoint } from '@pm/contract/cart';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

function input(divisionCode: string) {
  return /^\d{6}$/.test(divisionCode) ? { divisionCode } : {};
}

export function getCartList(divisionCode: string) {
  return request(cartListEndpoint, input(divisionCode), { silent: true });
}

export const getCartListQuery = (divisionCode: string) =>
  queryOptions({ ...endpointQuery(cartListEndpoint, input(divisionCode)), retry: false });

export function useCartList(divisionCode: string) {
  // The old cart stays on screen while a change reloads it.
  return useQuery({ ...getCartListQuery(divisionCode), placeholderData: keepPreviousData });
}
