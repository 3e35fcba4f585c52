/** GET /member/address/address/page {page, limit}: the user's addresses by page, the default first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { addressPageEndpoint, type MemberPageQuery } from '@pm/contract/member';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

const ACTION = '查看收货地址';

export function getAddressPage(q: MemberPageQuery) {
  return request(addressPageEndpoint, q, { silent: true, action: ACTION });
}

export const getAddressPageQuery = (q: MemberPageQuery) =>
  queryOptions({ ...endpointQuery(addressPageEndpoint, q, { action: ACTION }), retry: false });

export function useAddressPage(q: MemberPageQuery) {
  return useQuery({ ...getAddressPageQuery(q), placeholderData: keepPreviousData });
}
