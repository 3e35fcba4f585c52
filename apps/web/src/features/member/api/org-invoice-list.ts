/**
 * GET /member/invoice/organization/list: the organization's invoice titles (企业, kept by its purchasing
 * managers), offered to every buyer of it at checkout (empty for accounts that do not buy).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orgInvoiceListEndpoint } from '@pm/contract/member';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

const ACTION = '查看企业发票抬头';

export function getOrgInvoiceList() {
  return request(orgInvoiceListEndpoint, undefined, { silent: true, action: ACTION });
}

export const getOrgInvoiceListQuery = () =>
  queryOptions({
    ...endpointQuery(orgInvoiceListEndpoint, undefined, { action: ACTION }),
    retry: false,
    staleTime: 60_000,
  });

export function useOrgInvoiceList(enabled = true) {
  return useQuery({ ...getOrgInvoiceListQuery(), enabled });
}
