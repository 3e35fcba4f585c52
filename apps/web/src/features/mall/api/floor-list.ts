/** GET /web/site/config/shop/floor/new: the home floors (a floor per top category). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { floorListEndpoint } from '@pm/contract/mall';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

function input(divisionCode?: string) {
  return divisionCode && /^\d{6}$/.test(divisionCode) ? { divisionCode } : {};
}

export function getFloorList(divisionCode?: string) {
  return request(floorListEndpoint, input(divisionCode), { silent: true });
}

export const getFloorListQuery = (divisionCode?: string) =>
  queryOptions({
    ...endpointQuery(floorListEndpoint, input(divisionCode)),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useFloorList(divisionCode?: string) {
  return useQuery(getFloorListQuery(divisionCode));
}
