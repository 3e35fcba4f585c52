/**
 * GET /member/address/organization/list: the organization's addresses (企业, kept by its purchasing
 * managers), offered to every buyer of it at checkout (empty for accounts that do not buy).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orgAddressListEndpoint } from '@pm/contract/member';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

const ACTION = '查看企业收货地址';

export function getOrgAddressList() {
  return request(orgAddressListEndpoint, undefined, { silent: true, action: ACTION });
}

export const getOrgAddressListQuery = () =>
  queryOptions({
    ...endpointQuery(orgAddressListEndpoint, undefined, { action: ACTION }),
    retry: false,
    staleTime: 60_000,
  });

export function useOrgAddressList(enabled = true) {
  return useQuery({ ...getOrgAddressListQuery(), enabled });
}
