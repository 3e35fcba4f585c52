/**
 * GET /member/address/list: all of the user's addresses, the default first (empty for accounts that
 * do not buy). The shop header, the address picker and the shop state read it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addressListEndpoint } from '@pm/contract/member';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

const ACTION = '查看收货地址';

export function getAddressList() {
  return request(addressListEndpoint, undefined, { silent: true, action: ACTION });
}

export const getAddressListQuery = () =>
  queryOptions({
    ...endpointQuery(addressListEndpoint, undefined, { action: ACTION }),
    retry: false,
    staleTime: 60_000,
  });

export function useAddressList(enabled = true) {
  return useQuery({ ...getAddressListQuery(), enabled });
}
