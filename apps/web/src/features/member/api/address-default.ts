/** GET /member/address/default: the user's default address, or null. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addressDefaultEndpoint } from '@pm/contract/member';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getDefaultAddress() {
  return request(addressDefaultEndpoint, undefined, { silent: true });
}

export const getDefaultAddressQuery = () =>
  queryOptions({ ...endpointQuery(addressDefaultEndpoint), retry: false });

export function useDefaultAddress(enabled = true) {
  return useQuery({ ...getDefaultAddressQuery(), enabled });
}
