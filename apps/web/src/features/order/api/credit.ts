/** GET /organization/credit: the buyer organization's 企业月结 credit (limit, used, remaining; fen). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { creditEndpoint } from '@pm/contract/order';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getCredit() {
  return request(creditEndpoint, undefined, { silent: true });
}

export const getCreditQuery = () => queryOptions({ ...endpointQuery(creditEndpoint), retry: false });

export function useCredit(enabled = true) {
  return useQuery({ ...getCreditQuery(), enabled });
}
