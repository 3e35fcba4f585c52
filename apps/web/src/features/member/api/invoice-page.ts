/** GET /member/invoice/page {page, limit}: the user's invoice titles, the default first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invoicePageEndpoint, type MemberPageQuery } from '@pm/contract/member';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

const ACTION = '查看发票抬头';

export function getInvoicePage(q: MemberPageQuery) {
  return request(invoicePageEndpoint, q, { silent: true, action: ACTION });
}

export const getInvoicePageQuery = (q: MemberPageQuery) =>
  queryOptions({ ...endpointQuery(invoicePageEndpoint, q, { action: ACTION }), retry: false });

export function useInvoicePage(q: MemberPageQuery, enabled = true) {
  return useQuery({ ...getInvoicePageQuery(q), placeholderData: keepPreviousData, enabled });
}
